// One statistic as the screens show it: its heading, the chart, and the SAME figures in a real
// table beside it (or below it on narrow screens) with "Baixar CSV" of that table. The chart is a
// named and described <figure> pointing at the table (not role="img" nor aria-hidden: MUI X keeps
// a keyboard-focusable layer inside it, which must stay reachable and cannot sit in an image); the
// table is what screen readers read, what a person copies exact figures from, and what the CSV
// writes — the three come from one list of columns, so they cannot disagree.
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import { baixarCsv, type ColunaCsv } from './csv';
import { formatarNumero } from './formato';

export const SEM_DADOS = 'Sem dados no período';

export interface ColunaDaTabela<L> extends ColunaCsv<L> {
  /** What the cell shows (a link, a chip); by default the CSV's value, numbers in pt-BR. */
  exibir?: (linha: L) => ReactNode;
  /** Right-aligned and never wrapped. Default: true when the first row's value is a number. */
  numerica?: boolean;
  /** A code or name read whole (a class's code): the table scrolls sideways instead. */
  semQuebra?: boolean;
  /** Extra style of a cell (the heat map's shade). */
  estilo?: (linha: L) => Readonly<Record<string, string | number>> | undefined;
}

export interface GraficoComTabelaProps<L> {
  titulo: string;
  /** What the chart shows, in one sentence, for whoever does not see it (with `grafico`). */
  descricao?: string;
  /** Omitted: a table alone (a list with no chart). */
  grafico?: ReactNode;
  colunas: readonly ColunaDaTabela<L>[];
  linhas: readonly L[];
  chave: (linha: L) => string | number;
  /** A totals row: the table's footer and the CSV's last line. */
  totais?: L;
  /** Nothing to chart (no rows, or every figure zero): "Sem dados no período" instead. */
  vazio?: boolean;
  /** What "vazio" says when a filter, not the period, left nothing. */
  mensagemVazia?: string;
  /** Chart and table side by side on wide screens (short tables); otherwise the table below. */
  lado?: boolean;
  /** Under the heading, before the chart: a picker that only this statistic uses. */
  antes?: ReactNode;
  /** Many columns (a month each): tighter cells so the table fits a laptop's width. */
  compacta?: boolean;
  /** After the table: paging of a long list. */
  depois?: ReactNode;
}

/** A missing figure is '—' in a row, blank in the totals row (a total of nothing to add up). */
function celula<L>(coluna: ColunaDaTabela<L>, linha: L, rodape: boolean): ReactNode {
  if (coluna.exibir) return coluna.exibir(linha);
  const v = coluna.valor(linha);
  return typeof v === 'number' ? formatarNumero(v) : (v ?? (rodape ? '' : '—'));
}

export function GraficoComTabela<L>({
  titulo,
  descricao,
  grafico,
  colunas,
  linhas,
  chave,
  totais,
  vazio = linhas.length === 0,
  mensagemVazia = SEM_DADOS,
  lado = false,
  antes,
  compacta = false,
  depois,
}: GraficoComTabelaProps<L>) {
  const id = useId();
  const primeira = linhas[0];
  const numerica = colunas.map(
    (c) => c.numerica ?? (primeira !== undefined && typeof c.valor(primeira) === 'number'),
  );
  const linhasDoCsv = totais ? [...linhas, totais] : linhas;

  const linha = (l: L, k: string | number, rodape = false) => (
    <TableRow key={k}>
      {colunas.map((c, i) => (
        <TableCell
          key={c.titulo}
          component={i === 0 ? 'th' : 'td'}
          scope={i === 0 ? 'row' : undefined}
          align={numerica[i] ? 'right' : 'left'}
          sx={{
            ...(numerica[i] || c.semQuebra ? { whiteSpace: 'nowrap' } : {}),
            ...(rodape ? { fontWeight: 700, color: 'text.primary' } : {}),
            ...c.estilo?.(l),
          }}
        >
          {celula(c, l, rodape)}
        </TableCell>
      ))}
    </TableRow>
  );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-titulo`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography id={`${id}-titulo`} variant="h6" component="h2">
          {titulo}
        </Typography>
        {!vazio && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            aria-label={`Baixar CSV: ${titulo}`}
            onClick={() => {
              baixarCsv(titulo, colunas, linhasDoCsv);
            }}
          >
            Baixar CSV
          </Button>
        )}
      </Box>
      {antes}
      {vazio ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {mensagemVazia}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: lado
              ? // The table takes the width its figures need (up to half), the chart the rest.
                { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) fit-content(50%)' }
              : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          {grafico && (
            <Box
              component="figure"
              aria-label={`Gráfico: ${titulo}`}
              aria-describedby={`${id}-descricao`}
              data-grafico
              sx={{ minWidth: 0, m: 0 }}
            >
              <Box id={`${id}-descricao`} sx={visualmenteOculto}>
                {descricao ?? ''} Os mesmos números estão na tabela a seguir.
              </Box>
              {grafico}
            </Box>
          )}
          <Box
            role="region"
            aria-label={`Tabela: ${titulo}`}
            // Scrolls sideways on a phone instead of cutting columns; focusable so the keyboard can.
            tabIndex={0}
            sx={{ overflowX: 'auto', minWidth: 0 }}
          >
            <Table size="small" sx={compacta ? { '& th, & td': { px: 1 } } : undefined}>
              <caption style={visualmenteOculto}>{titulo}</caption>
              <TableHead>
                <TableRow>
                  {colunas.map((c, i) => (
                    <TableCell
                      key={c.titulo}
                      scope="col"
                      align={numerica[i] ? 'right' : 'left'}
                      sx={{ fontWeight: 600 }}
                    >
                      {c.titulo}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>{linhas.map((l) => linha(l, chave(l)))}</TableBody>
              {totais && <TableFooter>{linha(totais, 'totais', true)}</TableFooter>}
            </Table>
          </Box>
        </Box>
      )}
      {depois}
    </Paper>
  );
}
