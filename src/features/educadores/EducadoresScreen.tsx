// /educadores: the educators as a list kept in the URL (search by name, e-mail or CPF digits,
// Ativos/Inativos/Todos), exportable; each row opens the educator.
import type { GridColDef } from '@mui/x-data-grid';
import { useAuth } from '../../machines/auth';
import { mascararTelefone } from '../../shared/format';
import { colunaDeData, PaginaDeLista, type ConfigDaLista } from '../../shared/lista';
import { useEducadorListarQuery, type Educador, type EducadorListarApiArg } from './api';

const colunas: GridColDef<Educador>[] = [
  { field: 'EducNome', headerName: 'Nome', flex: 1, minWidth: 180 },
  {
    field: 'EducEMail',
    headerName: 'E-mail',
    flex: 1.5,
    // An address has no space to wrap at, so it is read on one line: the longest one
    // ('marcelo.pereira.monteiro@educadores.org.br') sets the width.
    minWidth: 310,
    sortable: false,
  },
  {
    field: 'EducTelefoneCelular',
    headerName: 'Celular',
    width: 150,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? mascararTelefone(v) : ''),
  },
  {
    field: 'EducCidade',
    headerName: 'Cidade',
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (_v, e) => [e.EducCidade, e.EducUF].filter(Boolean).join(' - '),
  },
  colunaDeData('EducDataEntrada', 'Entrada', { width: 120 }),
  {
    field: 'turmasAtivas',
    headerName: 'Turmas ativas',
    width: 130,
    type: 'number',
    sortable: false,
  },
];

const config: ConfigDaLista<Educador, EducadorListarApiArg> = {
  titulo: 'Educadores',
  columns: colunas,
  useQuery: useEducadorListarQuery,
  defaultSort: 'EducNome',
  activeFilter: true,
  exportPath: '/api/educadores/exportar',
  rowHref: (e) => `/educadores/${e.id}`,
  searchPlaceholder: 'Nome, e-mail ou CPF',
  columnsStorageKey: 'colunas-educadores',
};

export function EducadoresScreen() {
  const { temPermissao } = useAuth();
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Quem conduz as aulas teóricas das turmas."
      novo={
        temPermissao('educadores:escrever') && { para: '/educadores/novo', rotulo: 'Novo educador' }
      }
    />
  );
}
