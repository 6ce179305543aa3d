// /estatisticas/participantes-situacao: the apprentices in each situação now, at the end of each of
// the last 12 months (stacked columns), and the changes of situação in a period (de/ate in the URL)
// as a from → to table with a bar per pair.
import { BarChart } from '@mui/x-charts/BarChart';
import { formatarData } from '../../shared/format';
import Box from '@mui/material/Box';
import { DATA_INVALIDA, SeletorDeDia } from '../../shared/formulario';
import { useEstatisticasParticipantesSituacaoQuery } from './api';
import { useTituloDaRota } from '../../shared/navigation';
import { SITUACAO } from './catalogo';
import { eixoDeContagem, useCoresDosGraficos, useLarguraDasCategorias } from './cores';
import { GraficoComTabela, type ColunaDaTabela } from './GraficoComTabela';
import { formatarMes, formatarNumero } from './formato';
import { PorSituacao } from './PorSituacao';
import { TelaDeEstatistica } from './TelaDeEstatistica';
import type { EstatisticasParticipantesSituacao } from './tipos';
import { useFiltrosNaUrl } from './useFiltrosNaUrl';

type Mes = EstatisticasParticipantesSituacao['serie'][number];
type Fluxo = EstatisticasParticipantesSituacao['fluxo'][number];

const contagem = (v: number | null) => formatarNumero(v ?? 0);
const DIA = /^\d{4}-\d{2}-\d{2}$/;

function Serie({ dados }: { dados: EstatisticasParticipantesSituacao }) {
  const cores = useCoresDosGraficos();
  const situacoes = dados.atual;
  const naSituacao = (m: Mes, id: number) =>
    m.porSituacao.find((p) => p.situacaoId === id)?.total ?? 0;
  const totalDoMes = (m: Mes) => m.porSituacao.reduce((s, p) => s + p.total, 0);
  const colunas: ColunaDaTabela<Mes>[] = [
    { titulo: 'Mês', valor: (m) => formatarMes(m.mes) },
    ...situacoes.map((s) => ({ titulo: s.nome, valor: (m: Mes) => naSituacao(m, s.situacaoId) })),
    { titulo: 'Total', valor: totalDoMes },
  ];
  return (
    <GraficoComTabela
      titulo="Aprendizes por situação nos últimos 12 meses"
      descricao="Colunas empilhadas: em cada mês, quantos aprendizes estavam em cada situação no fim do mês."
      vazio={dados.serie.every((m) => totalDoMes(m) === 0)}
      linhas={dados.serie}
      chave={(m) => m.mes}
      colunas={colunas}
      grafico={
        <BarChart
          height={340}
          xAxis={[
            {
              scaleType: 'band',
              data: dados.serie.map((m) => formatarMes(m.mes)),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ valueFormatter: (v: number) => formatarNumero(v), width: 56 }]}
          series={situacoes.map((s, i) => ({
            label: s.nome,
            stack: 'situacao',
            data: dados.serie.map((m) => naSituacao(m, s.situacaoId)),
            color: cores.serie[i % cores.serie.length],
            valueFormatter: contagem,
          }))}
        />
      }
    />
  );
}

function FluxoEntreSituacoes({ dados }: { dados: EstatisticasParticipantesSituacao }) {
  const cores = useCoresDosGraficos();
  const largura = useLarguraDasCategorias();
  const par = (f: Fluxo) => `${f.deNome} → ${f.paraNome}`;
  const total = dados.fluxo.reduce((s, f) => s + f.total, 0);
  return (
    <GraficoComTabela
      titulo={`Mudanças de situação de ${formatarData(dados.de)} a ${formatarData(dados.ate)}`}
      descricao="Barras horizontais: quantos aprendizes passaram de cada situação para cada outra no período."
      lado
      vazio={total === 0}
      linhas={dados.fluxo}
      chave={(f) => `${String(f.deSituacaoId ?? 'cadastro')}-${String(f.paraSituacaoId)}`}
      colunas={[
        { titulo: 'De', valor: (f) => f.deNome },
        { titulo: 'Para', valor: (f) => f.paraNome },
        { titulo: 'Aprendizes', valor: (f) => f.total },
      ]}
      totais={{
        deSituacaoId: null,
        deNome: 'Total',
        paraSituacaoId: 0,
        paraNome: '',
        total,
      }}
      grafico={
        <BarChart
          height={Math.max(200, dados.fluxo.length * 30 + 60)}
          layout="horizontal"
          hideLegend
          yAxis={[{ scaleType: 'band', data: dados.fluxo.map(par), width: largura(200) }]}
          xAxis={[eixoDeContagem]}
          series={[
            {
              label: 'Aprendizes',
              data: dados.fluxo.map((f) => f.total),
              color: cores.serie[3],
              valueFormatter: contagem,
            },
          ]}
        />
      }
    />
  );
}

export function ParticipantesPorSituacao({ dados }: { dados: EstatisticasParticipantesSituacao }) {
  return (
    <>
      <PorSituacao linhas={dados.atual} />
      <Serie dados={dados} />
      <FluxoEntreSituacoes dados={dados} />
    </>
  );
}

const CHAVES = ['de', 'ate'] as const;

export function ParticipantesSituacaoScreen() {
  const [filtros, mudar] = useFiltrosNaUrl(CHAVES);
  const dia = (v: string | undefined) => (v && DIA.test(v) ? v : undefined);
  const consulta = useEstatisticasParticipantesSituacaoQuery(
    { de: dia(filtros.de), ate: dia(filtros.ate) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <TelaDeEstatistica
      titulo={useTituloDaRota(SITUACAO.caminho)}
      pergunta={SITUACAO.pergunta}
      consulta={consulta}
      filtros={
        // Two pt-BR day pickers with room for a whole date (the list filters' dateRange shares one
        // grid cell between both, too narrow here where it is the only filter).
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {(
            [
              ['de', 'Período de'],
              ['ate', 'Período até'],
            ] as const
          ).map(([chave, rotulo]) => (
            <Box key={chave} sx={{ width: '12rem' }}>
              <SeletorDeDia
                label={rotulo}
                value={filtros[chave] ?? ''}
                limpavel
                onChange={(iso) => {
                  // Half a date typed changes nothing yet; a whole one or a cleared one does.
                  if (iso !== DATA_INVALIDA) mudar({ [chave]: iso ?? '' });
                }}
                campo={{ size: 'small', fullWidth: true }}
              />
            </Box>
          ))}
        </Box>
      }
    >
      {(dados) => <ParticipantesPorSituacao dados={dados} />}
    </TelaDeEstatistica>
  );
}
