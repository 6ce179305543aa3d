// Column helpers the report screens share: dates and percentages as pt-BR text, and widths that
// never cut a date or a class code.
import type { GridColDef } from '@mui/x-data-grid';
import { formatarData } from '../../shared/format';
import { formatarPercentual } from '../../shared/format';

type Coluna<L> = GridColDef<L & { id: string | number }>;

export const texto = <L>(
  field: string,
  headerName: string,
  minWidth = 140,
  flex = 1,
): Coluna<L> => ({
  field,
  headerName,
  minWidth,
  flex,
  sortable: false,
});

export const data = <L>(field: string, headerName: string): Coluna<L> => ({
  field,
  headerName,
  width: 120,
  sortable: false,
  valueFormatter: (v: string | null) => (v ? formatarData(v) : '—'),
});

export const numero = <L>(field: string, headerName: string, width = 110): Coluna<L> => ({
  field,
  headerName,
  width,
  type: 'number',
  sortable: false,
});

export const percentual = <L>(field: string, headerName = 'Presença'): Coluna<L> => ({
  field,
  headerName,
  width: 110,
  type: 'number',
  sortable: false,
  valueFormatter: (v: number | null) => formatarPercentual(v),
});

export const simNao = <L>(field: string, headerName: string, width = 120): Coluna<L> => ({
  field,
  headerName,
  width,
  sortable: false,
  valueFormatter: (v: boolean) => (v ? 'Sim' : 'Não'),
});
