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
