// /educadores/{id}/turmas: the classes this educator leads (the turmas list's filters and sort).
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatarData } from '../../shared/format';
import { telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import {
  colunaDeOcupacao,
  colunaDoStatusDaTurma,
  OPCOES_STATUS_TURMA,
} from '../../shared/ui/Ocupacao';
import {
  useEducadorTurmasQuery,
  type Educador,
  type EducadorTurmasApiArg,
  type Turma,
} from './api';
import { CabecalhoDoEducador } from './CabecalhoDoEducador';
import { CARREGAR_EDUCADOR } from './carregarEducador';

const colunas: GridColDef<Turma>[] = [
  { field: 'codigo', headerName: 'Código', width: 120 },
  { field: 'nome', headerName: 'Turma', flex: 2, minWidth: 200 },
  colunaDoStatusDaTurma(140),
  {
    field: 'dataInicio',
    headerName: 'Período',
    width: 200,
    valueFormatter: (_v, t) => `${formatarData(t.dataInicio)} a ${formatarData(t.dataFim)}`,
  },
  colunaDeOcupacao(170),
];

export const EducadorTurmasScreen = telaDoRegistro(CARREGAR_EDUCADOR, Turmas);

function Turmas({ registro: educador }: PaginaDoRegistro<Educador>) {
  const config = useMemo<ConfigDaLista<Turma, EducadorTurmasApiArg>>(
    () => ({
      titulo: `Turmas de ${educador.EducNome}`,
      columns: colunas,
      useQuery: useEducadorTurmasQuery,
      queryArgs: { id: educador.id },
      defaultSort: 'codigo',
      activeFilter: true,
      rowHref: (t) => `/turmas/${t.id}`,
      searchPlaceholder: 'Código ou nome da turma',
      vazio: 'Este educador não conduz nenhuma turma com esses filtros.',
      filters: [
        { type: 'select', name: 'status', label: 'Situação', options: OPCOES_STATUS_TURMA },
      ],
    }),
    [educador.id, educador.EducNome],
  );
  return (
    <>
      <CabecalhoDoEducador educador={educador} />
      <TelaDeLista config={config} />
    </>
  );
}
