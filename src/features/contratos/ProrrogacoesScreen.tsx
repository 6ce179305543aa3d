// /contratos/prorrogacoes: every extension across contracts (period, partner, apprentice search),
// exportable; each row opens its contract.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatarDataHora } from '../../shared/format';
import {
  colunaDeData,
  filtroDeEmpresa,
  PaginaDeLista,
  type ConfigDaLista,
} from '../../shared/lista';
import {
  useContratoProrrogacoesQuery,
  type ContratoProrrogacoesApiArg,
  type Prorrogacao,
} from './api';
import { useBuscaDeParceiros } from './fluxo/buscas';

const colunas: GridColDef<Prorrogacao>[] = [
  {
    field: 'contrato',
    headerName: 'Contrato',
    // The number, '2025/00074'.
    width: 100,
    sortable: false,
    valueGetter: (_v, p) => p.contrato.numero,
  },
  {
    field: 'aprendiz',
    headerName: 'Aprendiz',
    flex: 1.2,
    // Each name whole in two lines: 'Renan Pedro Magalhães Galvão' sets the width.
    minWidth: 140,
    sortable: false,
    valueGetter: (_v, p) => p.contrato.aprendiz.nome,
  },
  {
    field: 'parceiro',
    headerName: 'Empresa',
    flex: 1,
    // 'Cooperativa de Crédito Guarapiranga' in two lines.
    minWidth: 156,
    sortable: false,
    valueGetter: (_v, p) => p.contrato.parceiro.nome,
  },
  // The date's width: the header goes to a second line.
  colunaDeData('dataTerminoAnterior', 'Término anterior'),
  colunaDeData('novaDataTermino', 'Novo término'),
  // Each reason whole in two lines: 'Pedido da empresa para completar a formação'.
  { field: 'motivo', headerName: 'Motivo', flex: 1.2, minWidth: 174, sortable: false },
  {
    field: 'usuario',
    headerName: 'Por',
    // A person's name, in two lines when long.
    flex: 0.8,
    minWidth: 120,
    sortable: false,
    valueGetter: (_v, p) => p.usuario?.nome ?? '',
  },
  {
    field: 'criadoEm',
    headerName: 'Registrada em',
    // '28/10/2026 13:00'.
    width: 130,
    valueFormatter: (v: string) => formatarDataHora(v),
  },
];

export function ProrrogacoesScreen() {
  const buscaDeParceiros = useBuscaDeParceiros();
  const config = useMemo<ConfigDaLista<Prorrogacao, ContratoProrrogacoesApiArg>>(
    () => ({
      titulo: 'Prorrogações',
      columns: colunas,
      useQuery: useContratoProrrogacoesQuery,
      defaultSort: '-criadoEm',
      exportPath: '/api/contratos/prorrogacoes/exportar',
      rowHref: (p) => `/contratos/${p.contratoId}`,
      linkField: 'contrato',
      searchPlaceholder: 'Aprendiz, empresa ou número do contrato',
      columnsStorageKey: 'colunas-prorrogacoes',
      vazio: 'Nenhuma prorrogação com esses filtros.',
      filters: [
        { type: 'dateRange', minName: 'de', maxName: 'ate', label: 'Término anterior' },
        filtroDeEmpresa(buscaDeParceiros.carregar),
      ],
    }),
    [buscaDeParceiros.carregar],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Cada prorrogação de contrato: o término anterior, o novo, o motivo e quem a registrou."
    />
  );
}
