// /estatisticas/geral-aprendizes: who the active apprentices are — the age pyramid by gender
// (women to the left, men and others to the right), schooling, PcD, the ten municipalities with
// most apprentices and the sign-ups of the last 12 months; filtered by situação and município.
import { BarChart } from '@mui/x-charts/BarChart';
import { paraOpcoes } from '../../shared/formulario';
import { PainelDeFiltros } from '../../shared/lista';
import { useMunicipioFiltro, useSituacaoAprendizOpcoesQuery } from '../../store/opcoes';
import { useEstatisticasGeralAprendizesQuery } from './api';
import { useTituloDaRota } from '../../shared/navigation';
import { GERAL } from './catalogo';
import { eixoDeContagem, useCoresDosGraficos, useLarguraDasCategorias } from './cores';
import { GraficoComTabela } from './GraficoComTabela';
import { formatarMes, formatarNumero } from './formato';
import { TelaDeEstatistica } from './TelaDeEstatistica';
import { TIPOS_DEFICIENCIA } from '../../shared/validation/aprendiz';
import type { EstatisticasGeralAprendizes } from './tipos';
import { idDaUrl, useFiltrosNaUrl } from './useFiltrosNaUrl';

const soma = (valores: readonly number[]) => valores.reduce((s, v) => s + v, 0);
const absoluto = (v: number | null) => formatarNumero(Math.abs(v ?? 0));
const contagem = (v: number | null) => formatarNumero(v ?? 0);

type Piramide = EstatisticasGeralAprendizes['piramide'][number];

function Piramide({ linhas }: { linhas: readonly Piramide[] }) {
  const cores = useCoresDosGraficos();
  const total = (l: Piramide) => l.feminino + l.masculino + l.outros;
  // Oldest at the top, youngest at the base, as a pyramid is read.
  const deCima = [...linhas].reverse();
  return (
    <GraficoComTabela
      titulo="Pirâmide etária por gênero"
      descricao="Barras horizontais por faixa de idade: feminino para a esquerda, masculino e outros para a direita."
      lado
      vazio={soma(linhas.map(total)) === 0}
      linhas={linhas}
      chave={(l) => l.faixa}
      colunas={[
        { titulo: 'Idade', valor: (l) => l.faixa, semQuebra: true },
        { titulo: 'Feminino', valor: (l) => l.feminino },
        { titulo: 'Masculino', valor: (l) => l.masculino },
        { titulo: 'Outros', valor: (l) => l.outros },
        { titulo: 'Total', valor: total },
      ]}
      totais={{
        faixa: 'Total',
        feminino: soma(linhas.map((l) => l.feminino)),
        masculino: soma(linhas.map((l) => l.masculino)),
        outros: soma(linhas.map((l) => l.outros)),
      }}
      grafico={
        <BarChart
          height={Math.max(240, linhas.length * 32 + 90)}
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: deCima.map((l) => l.faixa), width: 90 }]}
          xAxis={[{ valueFormatter: (v: number) => formatarNumero(Math.abs(v)), tickNumber: 6 }]}
          series={[
            {
              label: 'Feminino',
              stack: 'genero',
              data: deCima.map((l) => -l.feminino),
              color: cores.serie[0],
              valueFormatter: absoluto,
            },
            {
              label: 'Masculino',
              stack: 'genero',
              data: deCima.map((l) => l.masculino),
              color: cores.serie[1],
              valueFormatter: absoluto,
            },
            {
              label: 'Outros ou não informado',
              stack: 'genero',
              data: deCima.map((l) => l.outros),
              color: cores.serie[7],
              valueFormatter: absoluto,
            },
          ]}
        />
      }
    />
  );
}

/** A count per category as horizontal bars (schooling, PcD type, municipality). */
function Barras<L>({
  titulo,
  descricao,
  linhas,
  rotulo,
  valor,
  cabecalho,
  cor,
  chave,
}: {
  titulo: string;
  descricao: string;
  linhas: readonly L[];
  rotulo: (l: L) => string;
  valor: (l: L) => number;
  cabecalho: string;
  cor: string;
  chave: (l: L) => string | number;
}) {
  const largura = useLarguraDasCategorias();
  return (
    <GraficoComTabela<L>
      titulo={titulo}
      descricao={descricao}
      lado
      vazio={soma(linhas.map(valor)) === 0}
      linhas={linhas}
      chave={chave}
      colunas={[
        { titulo: cabecalho, valor: rotulo },
        { titulo: 'Aprendizes', valor },
      ]}
      grafico={
        <BarChart
          height={Math.max(200, linhas.length * 30 + 60)}
          layout="horizontal"
          hideLegend
          yAxis={[{ scaleType: 'band', data: linhas.map(rotulo), width: largura(200) }]}
          xAxis={[eixoDeContagem]}
          series={[
            { label: 'Aprendizes', data: linhas.map(valor), color: cor, valueFormatter: contagem },
          ]}
        />
      }
    />
  );
}

/** 'multipla' -> 'Múltipla' (the apprentice form's words); 'Não informado' and unknown ones as they come. */
const rotuloDaDeficiencia = (tipo: string): string =>
  TIPOS_DEFICIENCIA.find((t) => t.valor === tipo)?.rotulo ?? tipo;

export function PanoramaDosAprendizes({ dados }: { dados: EstatisticasGeralAprendizes }) {
  const cores = useCoresDosGraficos();
  const pcd = [
    { tipo: 'Com deficiência', total: dados.pcd.sim },
    { tipo: 'Sem deficiência', total: dados.pcd.nao },
  ];
  const municipio = (m: EstatisticasGeralAprendizes['municipios'][number]) =>
    m.uf ? `${m.nome} - ${m.uf}` : m.nome;
  return (
    <>
      <Piramide linhas={dados.piramide} />
      <Barras
        titulo="Escolaridade"
        descricao="Barras horizontais com o número de aprendizes em cada grau de escolaridade."
        linhas={dados.escolaridade}
        chave={(l) => l.id ?? 'nao-informada'}
        rotulo={(l) => l.nome}
        valor={(l) => l.total}
        cabecalho="Escolaridade"
        cor={cores.serie[2]}
      />
      <Barras
        titulo="Pessoas com deficiência"
        descricao="Barras horizontais: aprendizes com e sem deficiência."
        linhas={pcd}
        chave={(l) => l.tipo}
        rotulo={(l) => l.tipo}
        valor={(l) => l.total}
        cabecalho="PcD"
        cor={cores.serie[3]}
      />
      {dados.pcd.porTipo.length > 0 && (
        <Barras
          titulo="Deficiência por tipo"
          descricao="Barras horizontais com o número de aprendizes com cada tipo de deficiência."
          linhas={dados.pcd.porTipo}
          chave={(l) => l.tipo}
          rotulo={(l) => rotuloDaDeficiencia(l.tipo)}
          valor={(l) => l.total}
          cabecalho="Tipo"
          cor={cores.serie[4]}
        />
      )}
      <Barras
        titulo="Municípios com mais aprendizes"
        descricao="Barras horizontais com os dez municípios com mais aprendizes e os demais somados em Outros."
        linhas={dados.municipios}
        chave={(l) => l.municipioId ?? 'outros'}
        rotulo={municipio}
        valor={(l) => l.total}
        cabecalho="Município"
        cor={cores.serie[0]}
      />
      <GraficoComTabela
        titulo="Cadastros por mês"
        descricao="Colunas com o número de aprendizes cadastrados em cada um dos últimos 12 meses."
        lado
        vazio={soma(dados.cadastrosPorMes.map((m) => m.total)) === 0}
        linhas={dados.cadastrosPorMes}
        chave={(l) => l.mes}
        colunas={[
          { titulo: 'Mês', valor: (l) => formatarMes(l.mes) },
          { titulo: 'Cadastros', valor: (l) => l.total },
        ]}
        totais={{ mes: 'Total', total: soma(dados.cadastrosPorMes.map((m) => m.total)) }}
        grafico={
          <BarChart
            height={280}
            hideLegend
            xAxis={[
              {
                scaleType: 'band',
                data: dados.cadastrosPorMes.map((m) => formatarMes(m.mes)),
                tickLabelStyle: { fontSize: 11 },
              },
            ]}
            yAxis={[{ valueFormatter: (v: number) => formatarNumero(v), width: 48 }]}
            series={[
              {
                label: 'Cadastros',
                data: dados.cadastrosPorMes.map((m) => m.total),
                color: cores.serie[5],
                valueFormatter: contagem,
              },
            ]}
          />
        }
      />
    </>
  );
}

const CHAVES = ['situacaoId', 'municipioId'] as const;

export function GeralAprendizesScreen() {
  const [filtros, mudar] = useFiltrosNaUrl(CHAVES);
  const situacoes = useSituacaoAprendizOpcoesQuery();
  const consulta = useEstatisticasGeralAprendizesQuery(
    { situacaoId: idDaUrl(filtros.situacaoId), municipioId: idDaUrl(filtros.municipioId) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <TelaDeEstatistica
      titulo={useTituloDaRota(GERAL.caminho)}
      pergunta={GERAL.pergunta}
      consulta={consulta}
      filtros={
        <PainelDeFiltros
          // The situação's select shows its value once its options arrived (MUI warns otherwise).
          values={situacoes.data ? filtros : { municipioId: filtros.municipioId }}
          onChange={mudar}
          filters={[
            {
              type: 'select',
              name: 'situacaoId',
              label: 'Situação',
              options: paraOpcoes(situacoes.data?.data),
            },
            {
              type: 'autocomplete',
              name: 'municipioId',
              label: 'Município',
              useOptions: useMunicipioFiltro,
            },
          ]}
        />
      }
    >
      {(dados) => <PanoramaDosAprendizes dados={dados} />}
    </TelaDeEstatistica>
  );
}
