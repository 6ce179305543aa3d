// The pager under a list that is not a data grid (cards, a plain table): Portuguese labels and the
// page sizes every list offers. Pages are counted from 1, as in the URL and the API.
import TablePagination from '@mui/material/TablePagination';
import { TAMANHOS_DE_PAGINA } from './parametrosDaLista';

export interface PaginacaoProps {
  total: number;
  /** total is the server's estimate: "de cerca de 150.000". */
  totalEstimado?: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The list goes back to its first page with a new size (useParametrosDaLista does it too). */
  onPageSize: (pageSize: number) => void;
  tamanhos?: readonly number[];
}

const ROTULOS = {
  first: 'Primeira página',
  last: 'Última página',
  next: 'Próxima página',
  previous: 'Página anterior',
} as const;

export function Paginacao({
  total,
  totalEstimado,
  page,
  pageSize,
  onPage,
  onPageSize,
  tamanhos,
}: PaginacaoProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...(tamanhos ?? TAMANHOS_DE_PAGINA)]}
      onPageChange={(_, p) => {
        onPage(p + 1);
      }}
      onRowsPerPageChange={(e) => {
        onPageSize(Number(e.target.value));
      }}
      labelRowsPerPage="Por página:"
      labelDisplayedRows={({ from, to, count }) =>
        `${from}–${to} de ${totalEstimado ? 'cerca de ' : ''}${count.toLocaleString('pt-BR')}`
      }
      getItemAriaLabel={(tipo) => ROTULOS[tipo]}
    />
  );
}
