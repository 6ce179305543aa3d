// /empresas: partners as a list kept in the URL (search, ramo de atividade, quota situation,
// Ativas/Inativas/Todas), exportable; each row opens the partner's units.
import type { GridColDef } from '@mui/x-data-grid';
import { useAuth } from '../../machines/auth';
import { PaginaDeLista, type ConfigDaLista } from '../../shared/lista';
import { formatarCnpj } from '../../shared/validation/parceiro';
import { useParceiroListarQuery, type Parceiro, type ParceiroListarApiArg } from './api';
import { ChipCota } from './CotaResumo';
import { useRamoOpcoes } from './ramoAtividade';

const colunas: GridColDef<Parceiro>[] = [
  { field: 'razaoSocial', headerName: 'Razão social', flex: 2, minWidth: 200 },
  // Each trade name whole in two lines: 'Cooperativa de Crédito Guarapiranga' sets the width.
  { field: 'nomeFantasia', headerName: 'Nome fantasia', flex: 1, minWidth: 156 },
  {
    field: 'cnpj',
    headerName: 'CNPJ',
    width: 170,
    valueFormatter: (valor: string) => formatarCnpj(valor),
  },
  {
    field: 'municipio',
    headerName: 'Município',
    flex: 1,
    minWidth: 130,
    sortable: false,
    valueGetter: (_v, p) =>
      p.endereco.municipio ? `${p.endereco.municipio} - ${p.endereco.uf ?? ''}` : '',
  },
  {
    field: 'aprendizesAlocados',
    headerName: 'Lotados / cota',
    width: 120,
    type: 'number',
    valueFormatter: (_v, p) => `${p.aprendizesAlocados} / ${p.cotaAprendizes}`,
  },
  {
    field: 'situacaoCota',
    headerName: 'Cota',
    width: 135,
    sortable: false,
    renderCell: ({ row }) => <ChipCota situacao={row.situacaoCota} />,
  },
  { field: 'unidadesAtivas', headerName: 'Unidades', width: 90, type: 'number', sortable: false },
];

const config: ConfigDaLista<Parceiro, ParceiroListarApiArg> = {
  titulo: 'Empresas',
  columns: colunas,
  useQuery: useParceiroListarQuery,
  defaultSort: 'razaoSocial',
  activeFilter: true,
  exportPath: '/api/parceiros/exportar',
  rowHref: (p) => `/empresas/${p.id}/unidades`,
  searchPlaceholder: 'Razão social, nome fantasia ou CNPJ',
  columnsStorageKey: 'colunas-empresas',
  filters: [
    {
      type: 'autocomplete',
      name: 'ramoAtividadeId',
      label: 'Ramo de atividade',
      useOptions: useRamoOpcoes,
    },
    {
      type: 'select',
      name: 'situacaoCota',
      label: 'Cota',
      options: [
        { value: 'abaixo', label: 'Abaixo da cota' },
        { value: 'dentro', label: 'Cota cumprida' },
        { value: 'acima', label: 'Acima da cota' },
      ],
    },
  ],
};

export function EmpresasScreen() {
  const { temPermissao } = useAuth();
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Empresas parceiras, suas unidades e a cota de aprendizes de cada uma."
      novo={
        temPermissao('parceiros:escrever') && { para: '/empresas/novo', rotulo: 'Nova empresa' }
      }
    />
  );
}
