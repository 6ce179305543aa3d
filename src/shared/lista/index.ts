export { useExportacao } from './ExportacaoProvider';
export { ExportButtons } from './ExportButtons';
export { BotaoBaixarPdf } from './BotaoBaixarPdf';
export {
  downloadExport,
  downloadFile,
  fileNameFrom,
  requestFile,
  saveResponse,
  type ExportFormat,
} from './exportFile';
export { FilterPanel } from './FilterPanel';
export { filtroDeEmpresa, filtroDeTurma } from './filtrosComuns';
export { type FilterConfig } from './filters';
export {
  ListScreen,
  type ListArgs,
  type ListQueryResult,
  type ListScreenConfig,
  type ListSortKey,
} from './ListScreen';
export {
  dialogUrl,
  RegistryScreen,
  type RegistryRow,
  type RegistryScreenConfig,
} from './RegistryScreen';
export { Paginacao } from './Paginacao';
export { SearchBox } from './SearchBox';
export { useListParams } from './useListParams';
export { mutacoesDe } from './mutacoes';
export { colunaDeData, colunaDoNome } from './colunas';
export { PaginaDeLista } from './PaginaDeLista';
export { centrada, duasLinhas } from './EmDuasLinhas';
