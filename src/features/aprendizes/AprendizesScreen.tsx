// /aprendizes: the list as a URL (search, situação, municipality, age band, active/inactive, sort,
// page), rows that are links to each record, and the export of every matching row; those who may
// write reach the sign-up and the spreadsheet import from here.
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useAuth } from '../../machines/auth';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { LinkPreload } from '../../shared/routing';
import { IDADE_MAXIMA, IDADE_MINIMA } from '../../shared/validation/aprendiz';
import { useAprendizListarQuery, type AprendizListarApiArg, type AprendizResumo } from './api';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { useMunicipioFiltro, useSituacoes } from './opcoes';

const colunas: ConfigDaLista<AprendizResumo>['columns'] = [
  { field: 'nome', headerName: 'Nome', flex: 2, minWidth: 220 },
  { field: 'cpf', headerName: 'CPF', width: 150, sortable: false },
  { field: 'idade', headerName: 'Idade', type: 'number', width: 80 },
  {
    field: 'situacao',
    headerName: 'Situação',
    width: 170,
    renderCell: ({ row }) => <ChipSituacao nome={row.situacao} cor={row.situacaoCor} />,
  },
  {
    field: 'municipio',
    headerName: 'Município',
    flex: 1,
    minWidth: 160,
    valueGetter: (_valor, row) => (row.municipio ? `${row.municipio} - ${row.uf ?? ''}` : ''),
  },
];

export function AprendizesScreen() {
  const { usuario } = useAuth();
  const podeCadastrar = usuario?.permissoes.includes('aprendizes:escrever') ?? false;
  const situacoes = useSituacoes();
  const config = useMemo<ConfigDaLista<AprendizResumo, AprendizListarApiArg>>(
    () => ({
      titulo: 'Aprendizes',
      columns: colunas,
      useQuery: useAprendizListarQuery,
      defaultSort: 'nome',
      activeFilter: true,
      exportPath: '/api/aprendiz/exportar',
      rowHref: (row) => `/aprendizes/${row.id}`,
      searchPlaceholder: 'Nome, nome social ou CPF',
      columnsStorageKey: 'colunas-aprendizes',
      filters: [
        {
          type: 'select',
          name: 'situacaoId',
          label: 'Situação',
          options: situacoes.map((s) => ({ value: s.id, label: s.nome })),
        },
        {
          type: 'autocomplete',
          name: 'municipioId',
          label: 'Município',
          useOptions: useMunicipioFiltro,
        },
        {
          type: 'numberRange',
          label: 'Idade',
          minName: 'idadeMin',
          maxName: 'idadeMax',
          min: IDADE_MINIMA,
          max: IDADE_MAXIMA,
        },
      ],
    }),
    [situacoes],
  );

  return (
    <>
      <CabecalhoDaPagina
        titulo="Aprendizes"
        acoes={
          podeCadastrar && (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                component={LinkPreload}
                to="/aprendizes/importar"
              >
                Importar planilha
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={LinkPreload}
                to="/aprendizes/novo"
              >
                Novo aprendiz
              </Button>
            </>
          )
        }
      />
      <TelaDeLista config={config} />
    </>
  );
}
