// The lists of "apprentices in X" (of a class, of a unit, of an educator's classes) show the same
// memberships: who, their situação, since when and until when. One column set, so the three read
// alike; each list adds its own columns around it (the class, the reason, a row action).
import Button from '@mui/material/Button';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { formatarData } from '../format';
import { colunaDeData } from '../lista/colunas';
import { ChipSituacao } from '../ui/ChipSituacao';

/** A membership row as the allocation and placement endpoints answer it. */
export interface AprendizNaLista {
  aprendizId: number;
  nome: string;
  cpf: string;
  situacao: { nome: string; cor: string };
  /** aaaa-mm-dd */
  dataInicio: string;
  /** aaaa-mm-dd; null while the membership is open. */
  dataFim: string | null;
}

export function colunasDeAprendizes<Row extends AprendizNaLista>({
  aposCpf = [],
  aoFim = [],
}: {
  /** Columns between CPF and Situação (the class of each allocation). */
  aposCpf?: readonly GridColDef<Row>[];
  /** Columns after Até (the reason it ended, a row action). */
  aoFim?: readonly GridColDef<Row>[];
} = {}): GridColDef<Row>[] {
  return [
    { field: 'nome', headerName: 'Aprendiz', flex: 2, minWidth: 200 },
    // A CPF, '787.648.438-74'.
    { field: 'cpf', headerName: 'CPF', width: 125, sortable: false },
    ...aposCpf,
    {
      field: 'situacao',
      headerName: 'Situação',
      width: 150,
      sortable: false,
      renderCell: ({ row }) => <ChipSituacao situacao={row.situacao} />,
    },
    // The dates' width, as every date column.
    colunaDeData('dataInicio', 'Desde'),
    {
      field: 'dataFim',
      headerName: 'Até',
      width: 110,
      valueFormatter: (valor: string | null) => (valor ? formatarData(valor) : 'Atual'),
    },
    ...aoFim,
  ];
}

/** What every "apprentices in X" list shares besides its columns: sort, search, row links. */
export const LISTA_DE_APRENDIZES = {
  defaultSort: 'nome',
  searchPlaceholder: 'Nome ou CPF do aprendiz',
  rowHref: (linha: AprendizNaLista) => `/aprendizes/${linha.aprendizId}`,
} as const;

/** One destructive action per row ('Desalocar', 'Encerrar lotação'), on the rows it applies to. */
export function colunaDeAcao<Row extends GridValidRowModel>({
  rotulo,
  largura,
  icone,
  mostrar,
  aoClicar,
}: {
  rotulo: string;
  largura: number;
  icone?: ReactNode;
  mostrar: (linha: Row) => boolean;
  aoClicar: (linha: Row) => void;
}): GridColDef<Row> {
  return {
    field: 'acoes',
    headerName: 'Ações',
    width: largura,
    sortable: false,
    renderCell: ({ row }) =>
      mostrar(row) && (
        <Button
          size="small"
          color="error"
          startIcon={icone}
          onClick={() => {
            aoClicar(row);
          }}
        >
          {rotulo}
        </Button>
      ),
  };
}
