export { ActiveToggle, type ActiveToggleProps } from './ActiveToggle';
export { BulkActionsBar, type BulkAction, type BulkActionsBarProps } from './BulkActionsBar';
export { DataTable, type DataTableProps } from './DataTable';
export {
  ExportacaoProvider,
  useExportacao,
  type ExportacaoContextValue,
} from './ExportacaoProvider';
export { ExportButtons, type ExportButtonsProps } from './ExportButtons';
export { BotaoBaixarPdf } from './BotaoBaixarPdf';
export {
  authorization,
  downloadExport,
  downloadFile,
  exportUrl,
  fileNameFrom,
  requestFile,
  saveResponse,
  type ExportFormat,
  type ExportProgress,
} from './exportFile';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { filtroDeEmpresa, filtroDeTurma } from './filtrosComuns';
export {
  activeFilterCount,
  filterKeys,
  filterKinds,
  type AutocompleteFilter,
  type BooleanFilter,
  type FilterConfig,
  type NumberRangeFilter,
  type SelectFilter,
  type TextFilter,
} from './filters';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  readListParams,
  toQueryArgs,
  withoutPaging,
  writeListParams,
  type ActiveFilter,
  type ListParams,
  type ListParamsConfig,
  type ListQueryArgs,
} from './listParams';
export {
  ListScreen,
  type ListArgs,
  type ListFixedArgs,
  type ListQueryResult,
  type ListScreenConfig,
  type ListScreenProps,
  type ListSortKey,
} from './ListScreen';
export {
  dialogUrl,
  RegistryScreen,
  type RegistryMutations,
  type RegistryRow,
  type RegistryScreenConfig,
} from './RegistryScreen';
export { Paginacao, type PaginacaoProps } from './Paginacao';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { useListParams, type ListParamsApi } from './useListParams';
export { mutacoesDe, type HookDeMutacao } from './mutacoes';
export { colunaDeData, colunaDoNome } from './colunas';
export { PaginaDeLista, type NovoDaLista, type PaginaDeListaProps } from './PaginaDeLista';
export { centrada, duasLinhas } from './EmDuasLinhas';
