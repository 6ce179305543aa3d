// A page of log entries with its states (loading, error, empty) and the pager. Entries are cards
// rather than grid rows: an entry's changed fields take several lines, on a phone too.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { problemMessage, toProblem } from '../../../shared/api/problema';
import { PAGE_SIZE_OPTIONS } from '../../../shared/lista';
import { visualmenteOculto } from '../../../shared/ui/visualmenteOculto';

interface Props {
  rotulo: string;
  carregando: boolean;
  erro: unknown;
  onTentarDeNovo: () => void;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  vazio: string;
  itens: ReactNode[];
}

export function ListaPaginada(props: Props) {
  const { total, carregando, erro, itens } = props;
  return (
    <Box>
      <Box role="status" sx={visualmenteOculto}>
        {carregando
          ? 'Carregando…'
          : `${total} ${total === 1 ? 'registro encontrado' : 'registros encontrados'}`}
      </Box>
      <Box sx={{ height: 4 }}>{carregando && <LinearProgress aria-hidden />}</Box>
      {erro ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={props.onTentarDeNovo}>
              Tentar de novo
            </Button>
          }
        >
          {problemMessage(toProblem(erro))}
        </Alert>
      ) : itens.length === 0 ? (
        // No list element until there are entries: an empty <ol> read out (or found by a test)
        // while the page is still on its way says "no entries", which is not true yet.
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{carregando ? 'Carregando…' : props.vazio}</Typography>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          component="ol"
          aria-label={props.rotulo}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {itens}
        </Paper>
      )}
      {total > 0 && !erro && (
        <TablePagination
          component="div"
          count={total}
          page={props.page - 1}
          rowsPerPage={props.pageSize}
          rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
          onPageChange={(_, p) => {
            props.onPage(p + 1);
          }}
          onRowsPerPageChange={(e) => {
            props.onPageSize(Number(e.target.value));
          }}
          labelRowsPerPage="Por página:"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
          getItemAriaLabel={(tipo) =>
            tipo === 'next'
              ? 'Próxima página'
              : tipo === 'previous'
                ? 'Página anterior'
                : tipo === 'first'
                  ? 'Primeira página'
                  : 'Última página'
          }
        />
      )}
    </Box>
  );
}

/** One entry of the list: a line of who/when and the entry's own content. */
export function ItemDaLista({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ px: 2, py: 1.5, '&:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      {children}
    </Box>
  );
}
