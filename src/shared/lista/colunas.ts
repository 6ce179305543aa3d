// Column builders the lists share, where a column means the same thing everywhere.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatarData } from '../format';

/**
 * A day (aaaa-mm-dd) shown as dd/mm/aaaa, empty when there is none; 110 px holds the date, a
 * longer header asks for more (`{ width: 135 }`).
 */
export const colunaDeData = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  extra: Partial<GridColDef<Row>> = {},
): GridColDef<Row> => ({
  field,
  headerName,
  width: 110,
  valueFormatter: (v: string | null) => formatarData(v),
  ...extra,
});

/**
 * The name of the record a row refers to (`{ id, nome }`: the company, the course, the role), in
 * a column whose field is the reference's key (its sort key too, unless `sortable: false`); each
 * list keeps its own width (`{ headerName: 'Empresa', flex: 1, minWidth: 140 }`).
 */
export const colunaDoNome = <Campo extends string, Row extends Record<Campo, { nome: string }>>(
  campo: Campo,
  coluna: Omit<GridColDef<Row>, 'field' | 'valueGetter'>,
): GridColDef<Row> => ({
  field: campo,
  ...coluna,
  valueGetter: (_v, row) => row[campo].nome,
});
