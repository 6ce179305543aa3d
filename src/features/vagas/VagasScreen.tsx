// /vagas: vacancies as a list kept in the URL (search on title, partner and CBO; status, "abertas",
// partner, CBO, turno), places filled/total, export; "Nova vaga" for who may write.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useAuth } from '../../machines/auth';
import {
  colunaDeData,
  colunaDoNome,
  filtroDeEmpresa,
  PaginaDeLista,
  type ConfigDaLista,
} from '../../shared/lista';
import { ChipStatusVaga } from '../../shared/ui/ChipsDeVaga';
import { ROTULOS_STATUS_VAGA, STATUS_VAGA, TURNOS_VAGA } from '../../shared/validation/vagas';
import { useVagaListarQuery, type Vaga, type VagaListarApiArg } from './api';
import { useBuscaDeParceiros, useProfissoes } from './buscas';
import { ChipsDeFiltro } from './ChipsDeFiltro';
import { postos, rotuloTurno } from './rotulos';

const colunas: GridColDef<Vaga>[] = [
  { field: 'titulo', headerName: 'Vaga', flex: 1.2, minWidth: 170 },
  colunaDoNome('parceiro', { headerName: 'Empresa', flex: 1, minWidth: 140 }),
  {
    field: 'profissao',
    headerName: 'CBO',
    width: 95,
    sortable: false,
    valueGetter: (_v, v) => v.profissao.codigo,
    description: 'Código da ocupação (CBO)',
  },
  {
    field: 'turno',
    headerName: 'Turno',
    width: 90,
    sortable: false,
    valueFormatter: (t: string) => rotuloTurno(t),
  },
  {
    field: 'quantidade',
    headerName: 'Preenchidas',
    width: 140,
    sortable: false,
    valueGetter: (_v, v) => postos(v.preenchidas, v.quantidade),
  },
  {
    field: 'status',
    headerName: 'Situação',
    width: 125,
    renderCell: ({ row }) => <ChipStatusVaga status={row.status} />,
  },
  colunaDeData('dataAbertura', 'Abertura'),
];

export function VagasScreen() {
  const { temPermissao } = useAuth();
  const buscarParceiros = useBuscaDeParceiros();
  const config = useMemo<ConfigDaLista<Vaga, VagaListarApiArg>>(
    () => ({
      titulo: 'Vagas',
      columns: colunas,
      useQuery: useVagaListarQuery,
      defaultSort: '-dataAbertura',
      exportPath: '/api/vagas/exportar',
      rowHref: (v) => `/vagas/${v.id}`,
      linkField: 'titulo',
      searchPlaceholder: 'Título, empresa ou CBO',
      columnsStorageKey: 'colunas-vagas',
      vazio: 'Nenhuma vaga com esses filtros.',
      filters: [
        {
          type: 'select',
          name: 'status',
          label: 'Situação',
          options: STATUS_VAGA.map((s) => ({ value: s, label: ROTULOS_STATUS_VAGA[s] })),
        },
        {
          type: 'select',
          name: 'abertas',
          label: 'Recebendo candidatos',
          options: [{ value: 'true', label: 'Sim: abertas ou em seleção' }],
        },
        filtroDeEmpresa(buscarParceiros),
        { type: 'autocomplete', name: 'profissaoId', label: 'CBO', useOptions: useProfissoes },
        {
          type: 'select',
          name: 'turno',
          label: 'Turno',
          options: TURNOS_VAGA.map((t) => ({ value: t.valor, label: t.rotulo })),
        },
      ],
    }),
    [buscarParceiros],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Vagas abertas nas empresas parceiras, com candidatos, encaminhamentos e contratos."
      novo={temPermissao('vagas:escrever') && { para: '/vagas/novo', rotulo: 'Nova vaga' }}
      acima={
        <ChipsDeFiltro
          nome="status"
          rotulo="Situação da vaga"
          opcoes={STATUS_VAGA.map((s) => ({ valor: s, rotulo: ROTULOS_STATUS_VAGA[s] }))}
        />
      }
    />
  );
}
