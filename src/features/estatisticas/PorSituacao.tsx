// The apprentices in each situação now: on the landing and on /estatisticas/participantes-situacao.
import { BarChart } from '@mui/x-charts/BarChart';
import { eixoDeContagem, useCoresDosGraficos, useLarguraDasCategorias } from './cores';
import { formatarNumero } from './formato';
import { GraficoComTabela } from './GraficoComTabela';
import type { ContagemPorSituacao } from './tipos';

export function PorSituacao({ linhas }: { linhas: readonly ContagemPorSituacao[] }) {
  const cores = useCoresDosGraficos();
  const largura = useLarguraDasCategorias();
  const total = linhas.reduce((s, l) => s + l.total, 0);
  return (
    <GraficoComTabela
      titulo="Aprendizes por situação hoje"
      descricao="Barras horizontais com o número de aprendizes ativos em cada situação."
      lado
      vazio={total === 0}
      linhas={linhas}
      chave={(l) => l.situacaoId}
      colunas={[
        { titulo: 'Situação', valor: (l) => l.nome },
        { titulo: 'Aprendizes', valor: (l) => l.total },
      ]}
      totais={{ situacaoId: 0, nome: 'Total', total }}
      grafico={
        <BarChart
          height={Math.max(200, linhas.length * 34 + 60)}
          layout="horizontal"
          hideLegend
          yAxis={[{ scaleType: 'band', data: linhas.map((l) => l.nome), width: largura(130) }]}
          xAxis={[eixoDeContagem]}
          series={[
            {
              label: 'Aprendizes',
              data: linhas.map((l) => l.total),
              color: cores.serie[0],
              valueFormatter: (v) => formatarNumero(v ?? 0),
            },
          ]}
        />
      }
    />
  );
}
