// The apprentices' routes (their record, lists, history, leaves) and the situações' pages.
export { aprendizesRoutes } from './rotas';
export { situacoesRoutes } from './rotas-situacoes';
// The access log's one writer and the date arithmetic its lists use (LGPD's report and retention).
export { registrarAcesso } from './acessos';
export { CPF_JA_CADASTRADO, leitorDeCpf, type LeitorDeCpf } from './consulta-cpf';
export { anosAntes } from './consultas';
// A sign-up's preparation and insertion, which the spreadsheet import runs for each valid row.
export { consultasDoPreparo, preparar } from './preparo';
export type { AprendizEntrada } from './esquemas';
export { inserirVariosNaTransacao } from './registro';
