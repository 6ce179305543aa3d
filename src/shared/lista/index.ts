export { useExportacao } from './ExportacaoProvider';
export { BotoesDeExportacao } from './BotoesDeExportacao';
export { BotaoBaixarPdf } from './BotaoBaixarPdf';
export {
  baixarExportacao,
  baixarArquivo,
  nomeDoArquivoDe,
  pedirArquivo,
  salvarResposta,
  type FormatoDeExportacao,
} from './arquivo';
export { PainelDeFiltros } from './PainelDeFiltros';
export { filtroDeEmpresa, filtroDeTurma } from './filtrosComuns';
export { type ConfigDoFiltro } from './filtros';
export {
  TelaDeLista,
  type ArgsDaLista,
  type ResultadoDaLista,
  type ConfigDaLista,
  type ChaveDeOrdem,
} from './TelaDeLista';
export {
  dialogUrl,
  TelaDeRegistros,
  type LinhaDeRegistro,
  type ConfigDeRegistros,
} from './TelaDeRegistros';
export { Paginacao } from './Paginacao';
export { CaixaDeBusca } from './CaixaDeBusca';
export { useParametrosDaLista } from './useParametrosDaLista';
export { mutacoesDe } from './mutacoes';
export { colunaDeData, colunaDoNome } from './colunas';
export { PaginaDeLista } from './PaginaDeLista';
export { centrada, duasLinhas } from './EmDuasLinhas';
