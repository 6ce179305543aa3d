// A compact table of figures (benefits, an apprentice's months): it scrolls sideways on a narrow
// screen instead of squeezing, and right-aligned cells — the amounts — never break inside a value.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export function TabelaDeValores(props: {
  /** Names the table for screen readers. */
  rotulo: string;
  /** The header row's cells. */
  cabecalho: ReactNode;
  /** The body's rows. */
  children: ReactNode;
  /** The footer row's cells (totals), when there is one. */
  rodape?: ReactNode;
}) {
  return (
    // Positioned, so a screen-reader-only header (absolute) scrolls inside this box instead of
    // widening the whole page on a phone (the payments' 'Detalhe' made /beneficios/pagamentos 848
    // px wide at 390).
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        size="small"
        sx={{ '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' } }}
        aria-label={props.rotulo}
      >
        <TableHead>
          <TableRow>{props.cabecalho}</TableRow>
        </TableHead>
        <TableBody>{props.children}</TableBody>
        {props.rodape && (
          <TableFooter>
            <TableRow>{props.rodape}</TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}
