// /beneficios/relatorios: a year's totals by competência (a bar chart of the net pay and both
// vouchers, with the same figures in a table beside it for whoever does not read charts) and by
// partner, with the export. The chart library loads with this screen only (its route chunk).
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSearchParams } from 'react-router-dom';
import { formatarDinheiro } from '../../shared/format';
import { BotoesDeExportacao } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';
import { competenciaCurta } from '../../shared/validation/beneficios';
import { useBeneficioRelatorioQuery } from './api';
import { competenciaAtual } from './competencia';
import { NavegacaoBeneficios } from './Navegacao';

/** 'R$ 600 mil' on the axis: whole reais would not fit beside it. */
const compacto = (v: number) =>
  v >= 1000
    ? `R$ ${new Intl.NumberFormat('pt-BR').format(Math.round(v / 1000))} mil`
    : formatarDinheiro(v);

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

export function RelatoriosScreen() {
  const [busca, setBusca] = useSearchParams();
  const esteAno = Number(competenciaAtual().slice(0, 4));
  const pedido = Number(busca.get('ano'));
  const ano = pedido >= 2000 && pedido <= esteAno ? pedido : esteAno;
  const relatorio = useBeneficioRelatorioQuery({ ano });
  const mudarAno = (n: number) => {
    setBusca({ ano: String(n) }, { replace: true });
  };
  const r = relatorio.data;
  const moeda = (v: number | null) => formatarDinheiro(v ?? 0);

  return (
    <>
      <NavegacaoBeneficios />
      <CabecalhoDaPagina
        titulo="Relatórios de benefícios"
        subtitulo="Totais de cada competência do ano, por benefício e por empresa."
        acoes={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <IconButton
              aria-label={`Ano anterior (${String(ano - 1)})`}
              onClick={() => {
                mudarAno(ano - 1);
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography component="span" variant="h6" aria-live="polite">
              {ano}
            </Typography>
            <IconButton
              aria-label={`Próximo ano (${String(ano + 1)})`}
              disabled={ano >= esteAno}
              onClick={() => {
                mudarAno(ano + 1);
              }}
            >
              <ChevronRightIcon />
            </IconButton>
            <BotoesDeExportacao
              path="/api/beneficios/relatorio/exportar"
              query={{ ano }}
              fileName={`beneficios-${String(ano)}`}
            />
          </Box>
        }
      />
      {relatorio.isError ? (
        <FalhaAoCarregar erro={relatorio.error} onRetry={() => void relatorio.refetch()} />
      ) : !r ? (
        <Box aria-busy="true" aria-label="Carregando relatório">
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              // Beside each other where both fit whole (the table has six columns), one above the other below.
              gridTemplateColumns: { xs: '1fr', xl: 'minmax(0, 1fr) minmax(0, 1fr)' },
              gap: 3,
              mb: 4,
            }}
          >
            {/* Not aria-hidden: the chart has its own keyboard focus (MUI X), which must stay
                reachable; it is named here and the table beside says the same in figures. */}
            <Box
              component="figure"
              aria-label={`Benefícios por mês em ${String(ano)}: valores no quadro ao lado`}
              sx={{ minWidth: 0, m: 0 }}
            >
              <BarChart
                height={320}
                xAxis={[{ scaleType: 'band', data: MESES }]}
                yAxis={[{ width: 96, valueFormatter: (v: number) => compacto(v) }]}
                series={[
                  {
                    label: 'Líquido pago e a pagar',
                    data: r.competencias.map((c) => c.valorLiquido),
                    valueFormatter: moeda,
                  },
                  {
                    label: 'Vale-transporte',
                    data: r.competencias.map((c) => c.valeTransporte),
                    valueFormatter: moeda,
                  },
                  {
                    label: 'Vale-alimentação',
                    data: r.competencias.map((c) => c.valeAlimentacao),
                    valueFormatter: moeda,
                  },
                ]}
              />
            </Box>
            <TabelaDeValores
              rotulo={`Totais por competência em ${String(ano)}`}
              cabecalho={
                <>
                  <TableCell>Competência</TableCell>
                  <TableCell align="right">Pagamentos</TableCell>
                  <TableCell align="right">Líquido</TableCell>
                  <TableCell align="right">Pendente</TableCell>
                  <TableCell align="right">VT</TableCell>
                  <TableCell align="right">VA</TableCell>
                </>
              }
            >
              {r.competencias.map((c) => (
                <TableRow key={c.competencia}>
                  <TableCell>{competenciaCurta(c.competencia)}</TableCell>
                  <TableCell align="right">{c.quantidade}</TableCell>
                  <TableCell align="right">{formatarDinheiro(c.valorLiquido)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(c.valorPendente)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(c.valeTransporte)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(c.valeAlimentacao)}</TableCell>
                </TableRow>
              ))}
            </TabelaDeValores>
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Por empresa em {ano}
          </Typography>
          {r.parceiros.length === 0 ? (
            <Typography color="text.secondary">Nenhuma competência gerada neste ano.</Typography>
          ) : (
            <TabelaDeValores
              rotulo={`Totais por empresa em ${String(ano)}`}
              cabecalho={
                <>
                  <TableCell>Empresa</TableCell>
                  <TableCell align="right">Líquido</TableCell>
                  <TableCell align="right">Vale-transporte</TableCell>
                  <TableCell align="right">Vale-alimentação</TableCell>
                </>
              }
            >
              {r.parceiros.map((p) => (
                <TableRow key={p.parceiro.id}>
                  <TableCell>{p.parceiro.nome}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valorLiquido)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valeTransporte)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valeAlimentacao)}</TableCell>
                </TableRow>
              ))}
            </TabelaDeValores>
          )}
        </>
      )}
    </>
  );
}
