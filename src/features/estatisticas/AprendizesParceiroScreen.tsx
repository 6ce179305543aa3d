// /estatisticas/aprendizes-parceiro: the partners against their quota band (the minimum is 5% of
// the workforce, cotaAprendizes; the maximum 15%, cotaMaxima), partners below the quota first
// (largest shortfall first, the server's order). The counts per band are a chart and a table; the
// partners are a paged list (search and band filter in the URL) whose page is also drawn as bars
// of placed apprentices beside the quota band.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import { Paginacao, CaixaDeBusca, useParametrosDaLista } from '../../shared/lista';
import { useEstatisticasAprendizesParceiroQuery } from './api';
import { useTituloDaRota } from '../../shared/navigation';
import { PARCEIRO } from './catalogo';
import {
  eixoDeContagem,
  useCoresDosGraficos,
  useLarguraDasCategorias,
  type CoresDosGraficos,
} from './cores';
import { GraficoComTabela } from './GraficoComTabela';
import { formatarNumero } from './formato';
import { TelaDeEstatistica } from './TelaDeEstatistica';
import type { EstatisticasAprendizesParceiro, FaixaDaCota, ParceiroNaCota } from './tipos';

export const NOME_DA_FAIXA: Record<FaixaDaCota, string> = {
  abaixo: 'Abaixo da cota',
  dentro: 'Dentro da cota',
  acima: 'Acima da cota',
  'sem-cota': 'Sem cota',
};

const corDaFaixa = (cores: CoresDosGraficos, faixa: FaixaDaCota) =>
  ({
    abaixo: cores.semantica.ruim,
    dentro: cores.semantica.bom,
    acima: cores.semantica.acima,
    'sem-cota': cores.semantica.neutro,
  })[faixa];

const FAIXAS_DO_FILTRO = ['abaixo', 'dentro', 'acima'] as const;
type FaixaDoFiltro = (typeof FAIXAS_DO_FILTRO)[number];
const ehFaixa = (v: string | undefined): v is FaixaDoFiltro =>
  (FAIXAS_DO_FILTRO as readonly (string | undefined)[]).includes(v);

const contagem = (v: number | null) => formatarNumero(v ?? 0);

function PorFaixa({ resumo }: { resumo: EstatisticasAprendizesParceiro['resumo'] }) {
  const cores = useCoresDosGraficos();
  const linhas: { faixa: FaixaDaCota; nome: string; total: number }[] = [
    { faixa: 'abaixo', nome: NOME_DA_FAIXA.abaixo, total: resumo.abaixo },
    { faixa: 'dentro', nome: NOME_DA_FAIXA.dentro, total: resumo.dentro },
    { faixa: 'acima', nome: NOME_DA_FAIXA.acima, total: resumo.acima },
    { faixa: 'sem-cota', nome: NOME_DA_FAIXA['sem-cota'], total: resumo.semCota },
  ];
  return (
    <GraficoComTabela
      titulo="Empresas por posição na cota"
      descricao="Colunas com o número de empresas abaixo, dentro e acima da faixa da cota, e sem cota."
      lado
      vazio={linhas.every((l) => l.total === 0)}
      linhas={linhas}
      chave={(l) => l.faixa}
      colunas={[
        { titulo: 'Posição', valor: (l) => l.nome },
        { titulo: 'Empresas', valor: (l) => l.total },
      ]}
      totais={{ faixa: 'sem-cota', nome: 'Total', total: linhas.reduce((s, l) => s + l.total, 0) }}
      grafico={
        <BarChart
          height={260}
          hideLegend
          xAxis={[
            {
              scaleType: 'band',
              data: linhas.map((l) => l.nome),
              colorMap: {
                type: 'ordinal',
                values: linhas.map((l) => l.nome),
                colors: linhas.map((l) => corDaFaixa(cores, l.faixa)),
              },
            },
          ]}
          yAxis={[{ valueFormatter: (v: number) => formatarNumero(v), width: 48 }]}
          series={[
            { label: 'Empresas', data: linhas.map((l) => l.total), valueFormatter: contagem },
          ]}
        />
      }
    />
  );
}

function Parceiros({
  dados,
  pagina,
}: {
  dados: EstatisticasAprendizesParceiro;
  pagina: ReturnType<typeof useParametrosDaLista>;
}) {
  const cores = useCoresDosGraficos();
  const largura = useLarguraDasCategorias();
  const linhas = dados.data;
  const { params, setPage, setPageSize, setQ, setFilters } = pagina;
  const faixa = params.filters.faixa;
  const totalLinha = {
    parceiroId: 0,
    nome: `Total (${formatarNumero(dados.total)} empresas)`,
    cnpj: '',
    cotaAprendizes: dados.resumo.cotaTotal,
    cotaMaxima: Number.NaN,
    alocados: dados.resumo.alocados,
    faixa: 'sem-cota' as const,
    falta: Number.NaN,
  };
  return (
    <GraficoComTabela<ParceiroNaCota>
      titulo="Empresas e suas cotas"
      descricao="Barras horizontais por empresa desta página: aprendizes alocados e, ao lado, a faixa da cota, do mínimo (5%) ao máximo (15%)."
      vazio={linhas.length === 0}
      mensagemVazia="Nenhuma empresa com estes filtros."
      linhas={linhas}
      chave={(l) => l.parceiroId}
      totais={totalLinha}
      antes={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box sx={{ flex: '1 1 16rem', maxWidth: 420 }}>
            <CaixaDeBusca
              value={params.q}
              onChange={setQ}
              label="Pesquisar empresa"
              placeholder="Nome ou CNPJ"
            />
          </Box>
          <TextField
            select
            size="small"
            label="Posição na cota"
            value={ehFaixa(faixa) ? faixa : ''}
            onChange={(e) => {
              setFilters({ faixa: e.target.value });
            }}
            sx={{ minWidth: 200, width: 'auto' }}
          >
            <MenuItem value="">Todas</MenuItem>
            {FAIXAS_DO_FILTRO.map((f) => (
              <MenuItem key={f} value={f}>
                {/* The summary counts every band of the search, whatever band is chosen. */}
                {NOME_DA_FAIXA[f]} ({formatarNumero(dados.resumo[f])})
              </MenuItem>
            ))}
          </TextField>
        </Box>
      }
      depois={
        dados.total > 0 && (
          <Paginacao
            total={dados.total}
            page={params.page}
            pageSize={params.pageSize}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        )
      }
      colunas={[
        { titulo: 'Empresa', valor: (l) => l.nome },
        { titulo: 'Alocados', valor: (l) => l.alocados },
        { titulo: 'Cota mínima (5%)', valor: (l) => l.cotaAprendizes },
        {
          titulo: 'Cota máxima (15%)',
          valor: (l) => (Number.isNaN(l.cotaMaxima) ? null : l.cotaMaxima),
        },
        { titulo: 'Faltam', valor: (l) => (Number.isNaN(l.falta) ? null : l.falta) },
        {
          titulo: 'Posição',
          valor: (l) => (l.parceiroId === 0 ? null : NOME_DA_FAIXA[l.faixa]),
          exibir: (l) =>
            l.parceiroId === 0 ? null : (
              <Chip
                size="small"
                variant="outlined"
                label={NOME_DA_FAIXA[l.faixa]}
                sx={{ borderColor: corDaFaixa(cores, l.faixa), color: 'text.primary' }}
              />
            ),
        },
        // Last: on a phone the figures come first and the CNPJ is a scroll away.
        { titulo: 'CNPJ', valor: (l) => l.cnpj || null, semQuebra: true },
      ]}
      grafico={
        <BarChart
          height={Math.max(220, linhas.length * 44 + 80)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: linhas.map((l) => l.nome), width: largura(190) }]}
          xAxis={[eixoDeContagem]}
          series={[
            {
              label: 'Alocados',
              data: linhas.map((l) => l.alocados),
              color: cores.serie[0],
              valueFormatter: contagem,
            },
            {
              // Invisible base of the band: the band starts at the minimum quota.
              id: 'base-da-cota',
              stack: 'cota',
              data: linhas.map((l) => l.cotaAprendizes),
              color: 'transparent',
              valueFormatter: () => null,
            },
            {
              label: 'Faixa da cota (5% a 15%)',
              stack: 'cota',
              data: linhas.map((l) => l.cotaMaxima - l.cotaAprendizes),
              color: cores.semantica.faixa,
              valueFormatter: (_v, { dataIndex }) => {
                const l = linhas[dataIndex];
                return l
                  ? `${formatarNumero(l.cotaAprendizes)} a ${formatarNumero(l.cotaMaxima)}`
                  : null;
              },
            },
          ]}
        />
      }
    />
  );
}

export function AprendizesPorParceiro({
  dados,
  pagina,
}: {
  dados: EstatisticasAprendizesParceiro;
  pagina: ReturnType<typeof useParametrosDaLista>;
}) {
  return (
    <>
      <PorFaixa resumo={dados.resumo} />
      <Parceiros dados={dados} pagina={pagina} />
    </>
  );
}

export function AprendizesParceiroScreen() {
  const pagina = useParametrosDaLista({ filterKeys: ['faixa'] });
  const { params } = pagina;
  const faixa = params.filters.faixa;
  const consulta = useEstatisticasAprendizesParceiroQuery(
    {
      page: params.page,
      pageSize: params.pageSize,
      q: params.q || undefined,
      faixa: ehFaixa(faixa) ? faixa : undefined,
    },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <TelaDeEstatistica
      titulo={useTituloDaRota(PARCEIRO.caminho)}
      pergunta={PARCEIRO.pergunta}
      consulta={consulta}
    >
      {(dados) => <AprendizesPorParceiro dados={dados} pagina={pagina} />}
    </TelaDeEstatistica>
  );
}
