// Column helpers the report screens share: dates and percentages as pt-BR text, and widths that
// never cut a date or a class code.
import type { GridColDef } from '@mui/x-data-grid';
import { formatarData } from '../../shared/format';
import Box from '@mui/material/Box';
import { abaixoDoMinimo, formatarPercentual } from '../../shared/format';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';

type Coluna<L> = GridColDef<L & { id: string | number }>;

export const texto = <L extends object>(
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

/** The CPF, whole (masked or not it is 14 characters): the width the apprentices' lists give it. */
export const cpf = <L extends object>(): Coluna<L> => ({
  field: 'cpf',
  headerName: 'CPF',
  width: 150,
  sortable: false,
});

export const data = <L extends object>(field: string, headerName: string): Coluna<L> => ({
  field,
  headerName,
  width: 110,
  sortable: false,
  valueFormatter: (v: string | null) => (v ? formatarData(v) : '—'),
});

export const numero = <L extends object>(
  field: string,
  headerName: string,
  width = 110,
): Coluna<L> => ({
  field,
  headerName,
  width,
  type: 'number',
  sortable: false,
});

export const percentual = <L extends object>(
  field: string,
  headerName = 'Presença',
): Coluna<L> => ({
  field,
  headerName,
  width: 95,
  type: 'number',
  sortable: false,
  valueFormatter: (v: number | null) => formatarPercentual(v),
  // Below 75% in the error colour, and said in words for screen readers.
  renderCell: ({ value, formattedValue }) =>
    abaixoDoMinimo(value as number | null) ? (
      <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
        {String(formattedValue)}
        <Box component="span" sx={visualmenteOculto}>
          {' '}
          (abaixo de 75%)
        </Box>
      </Box>
    ) : (
      String(formattedValue)
    ),
});

/** The apprentice's name: what a person reads first in a report about apprentices. */
export const colunaDoAprendiz = <L extends object>(minWidth = 200): Coluna<L> =>
  texto<L>('nome', 'Aprendiz', minWidth, 2);

/** The class's code, which is never cut. */
export const colunaDaTurma = <L extends object>(): Coluna<L> => texto<L>('turma', 'Turma', 120, 0);

/** An allocation's start, its end and why it ended (the enturmação and per-class reports). */
export const colunasDaAlocacao = <L extends object>(): Coluna<L>[] => [
  data<L>('dataInicio', 'Alocado em'),
  data<L>('dataFim', 'Saída'),
  texto<L>('motivoDesalocacao', 'Motivo da saída', 160, 1.2),
];
