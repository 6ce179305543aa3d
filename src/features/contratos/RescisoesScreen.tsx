// /contratos/rescisoes: every termination across contracts (period, reason, partner, apprentice
// search), exportable; each row opens its contract.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatarDataHora } from '../../shared/format';
import { useOpcoesDaConsulta } from '../../shared/formulario';
import {
  colunaDeData,
  colunaDoNome,
  filtroDeEmpresa,
  PaginaDeLista,
  type ListScreenConfig,
} from '../../shared/lista';
import { useMotivoDesligamentoOpcoesQuery } from '../../store/opcoes';
import { useContratoRescisoesQuery, type ContratoRescisoesApiArg, type Rescisao } from './api';
import { useBuscaDeParceiros } from './fluxo/buscas';

const colunas: GridColDef<Rescisao>[] = [
  {
    field: 'contrato',
    headerName: 'Contrato',
    width: 115,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.numero,
  },
  {
    field: 'aprendiz',
    headerName: 'Aprendiz',
    flex: 1.2,
    minWidth: 150,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.aprendiz.nome,
  },
  {
    field: 'parceiro',
    headerName: 'Empresa',
    flex: 1,
    minWidth: 130,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.parceiro.nome,
  },
  colunaDeData('data', 'Data'),
  colunaDoNome('motivoDesligamento', {
    headerName: 'Motivo',
    flex: 1.3,
    minWidth: 170,
    sortable: false,
  }),
  {
    field: 'usuario',
    headerName: 'Por',
    width: 140,
    sortable: false,
    valueGetter: (_v, r) => r.usuario?.nome ?? '',
  },
  {
    field: 'criadoEm',
    headerName: 'Registrada em',
    width: 150,
    valueFormatter: (v: string) => formatarDataHora(v),
  },
];

export function RescisoesScreen() {
  const buscaDeParceiros = useBuscaDeParceiros();
  const opcoesDeMotivo = useOpcoesDaConsulta(useMotivoDesligamentoOpcoesQuery());
  const config = useMemo<ListScreenConfig<Rescisao, ContratoRescisoesApiArg>>(
    () => ({
      title: 'Rescisões',
      columns: colunas,
      useQuery: useContratoRescisoesQuery,
      defaultSort: '-data',
      exportPath: '/api/contratos/rescisoes/exportar',
      rowHref: (r) => `/contratos/${r.contratoId}`,
      linkField: 'contrato',
      searchPlaceholder: 'Aprendiz, empresa ou número do contrato',
      columnsStorageKey: 'colunas-rescisoes',
      emptyHint: 'Nenhuma rescisão com esses filtros.',
      filters: [
        { type: 'dateRange', minName: 'de', maxName: 'ate', label: 'Data' },
        {
          type: 'autocomplete',
          name: 'motivoDesligamentoId',
          label: 'Motivo',
          options: opcoesDeMotivo,
        },
        filtroDeEmpresa(buscaDeParceiros.carregar),
      ],
    }),
    [buscaDeParceiros.carregar, opcoesDeMotivo],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Cada rescisão de contrato: a data, o motivo (CLT art. 433) e quem a registrou."
    />
  );
}
