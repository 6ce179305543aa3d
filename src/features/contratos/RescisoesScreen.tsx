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
  type ConfigDaLista,
} from '../../shared/lista';
import { useMotivoDesligamentoOpcoesQuery } from '../../store/opcoes';
import { useContratoRescisoesQuery, type ContratoRescisoesApiArg, type Rescisao } from './api';
import { useBuscaDeParceiros } from './fluxo/buscas';

const colunas: GridColDef<Rescisao>[] = [
  {
    field: 'contrato',
    headerName: 'Contrato',
    // The number, '2026/00665'.
    width: 100,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.numero,
  },
  {
    field: 'aprendiz',
    headerName: 'Aprendiz',
    flex: 1.2,
    // Each name whole in two lines: 'Letícia Rebeca Damasceno Magalhães' sets the width.
    minWidth: 168,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.aprendiz.nome,
  },
  {
    field: 'parceiro',
    headerName: 'Empresa',
    flex: 1,
    // 'Cooperativa de Crédito Guarapiranga' in two lines.
    minWidth: 156,
    sortable: false,
    valueGetter: (_v, r) => r.contrato.parceiro.nome,
  },
  colunaDeData('data', 'Data'),
  colunaDoNome('motivoDesligamento', {
    headerName: 'Motivo',
    flex: 1.3,
    // Each reason whole in two lines: 'Ausência injustificada à escola que implique perda do ano
    // letivo' sets the width.
    minWidth: 224,
    sortable: false,
  }),
  {
    field: 'usuario',
    headerName: 'Por',
    // A person's name, in two lines when long.
    flex: 0.8,
    minWidth: 120,
    sortable: false,
    valueGetter: (_v, r) => r.usuario?.nome ?? '',
  },
  {
    field: 'criadoEm',
    headerName: 'Registrada em',
    // '12/09/2026 13:00'.
    width: 130,
    valueFormatter: (v: string) => formatarDataHora(v),
  },
];

export function RescisoesScreen() {
  const buscaDeParceiros = useBuscaDeParceiros();
  const opcoesDeMotivo = useOpcoesDaConsulta(useMotivoDesligamentoOpcoesQuery());
  const config = useMemo<ConfigDaLista<Rescisao, ContratoRescisoesApiArg>>(
    () => ({
      titulo: 'Rescisões',
      columns: colunas,
      useQuery: useContratoRescisoesQuery,
      defaultSort: '-data',
      exportPath: '/api/contratos/rescisoes/exportar',
      rowHref: (r) => `/contratos/${r.contratoId}`,
      linkField: 'contrato',
      searchPlaceholder: 'Aprendiz, empresa ou número do contrato',
      columnsStorageKey: 'colunas-rescisoes',
      vazio: 'Nenhuma rescisão com esses filtros.',
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
