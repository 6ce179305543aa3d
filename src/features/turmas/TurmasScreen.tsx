// /turmas: classes as a list kept in the URL (search, status, curso, educador, Ativas/Inativas),
// with each one's occupancy as a bar; exportable; each row opens the class.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useAuth } from '../../machines/auth';
import { formatarData } from '../../shared/format';
import { colunaDoNome, PaginaDeLista, type ConfigDaLista } from '../../shared/lista';
import {
  colunaDeOcupacao,
  colunaDoStatusDaTurma,
  OPCOES_STATUS_TURMA,
} from '../../shared/ui/Ocupacao';
import { useTurmaListarQuery, type Turma, type TurmaListarApiArg } from './api';
import { OPCOES_TURNO, useOpcoesDeCurso } from './TurmaCampos';
import { useBuscaDeEducadores } from '../../store/buscas';

/** dd/mm/aa: the period fits the column. */
const dataCurta = (iso: string) => formatarData(iso).replace(/\/\d{2}(\d{2})$/, '/$1');

const colunas: GridColDef<Turma>[] = [
  // The longest code: 'COM-2025-01'.
  { field: 'codigo', headerName: 'Código', width: 110 },
  // Each name whole in two lines: 'Serviços Administrativos — Tarde' sets the width.
  { field: 'nome', headerName: 'Turma', flex: 1.5, minWidth: 172 },
  // 'Aprendiz em Serviços Administrativos' in two lines.
  colunaDoNome('curso', { headerName: 'Curso', flex: 1, minWidth: 158, sortable: false }),
  {
    field: 'educador',
    headerName: 'Educador',
    flex: 1,
    // 'Beatriz Guimarães Silva' in two lines.
    minWidth: 124,
    sortable: false,
    valueGetter: (_v, t) => t.educador?.nome ?? 'Sem educador',
  },
  {
    field: 'turno',
    headerName: 'Turno',
    // 'Integral', the longest shift.
    width: 72,
    sortable: false,
    valueFormatter: (v: string) => OPCOES_TURNO.find((o) => o.value === v)?.label ?? v,
  },
  colunaDoStatusDaTurma(125),
  {
    field: 'dataInicio',
    headerName: 'Período',
    // Two short dates: '13/07/24 a 26/12/25'.
    width: 148,
    valueFormatter: (_v, t) => `${dataCurta(t.dataInicio)} a ${dataCurta(t.dataFim)}`,
  },
  // The bar beside the figures ('40/40'): narrower than the names the class is read by.
  colunaDeOcupacao(125),
];

export function TurmasScreen() {
  const { temPermissao } = useAuth();
  const cursos = useOpcoesDeCurso();
  const buscarEducadores = useBuscaDeEducadores();
  const config = useMemo<ConfigDaLista<Turma, TurmaListarApiArg>>(
    () => ({
      titulo: 'Turmas',
      columns: colunas,
      useQuery: useTurmaListarQuery,
      defaultSort: 'codigo',
      activeFilter: true,
      exportPath: '/api/turmas/exportar',
      rowHref: (t) => `/turmas/${t.id}`,
      searchPlaceholder: 'Código ou nome da turma',
      columnsStorageKey: 'colunas-turmas',
      filters: [
        { type: 'select', name: 'status', label: 'Situação', options: OPCOES_STATUS_TURMA },
        { type: 'autocomplete', name: 'cursoId', label: 'Curso', options: cursos },
        {
          type: 'autocomplete',
          name: 'educadorId',
          label: 'Educador',
          loadOptions: buscarEducadores,
        },
      ],
    }),
    [cursos, buscarEducadores],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Turmas da parte teórica, com a ocupação de cada uma."
      novo={temPermissao('turmas:escrever') && { para: '/turmas/novo', rotulo: 'Nova turma' }}
    />
  );
}
