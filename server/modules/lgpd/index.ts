// LGPD (issue 17, docs/LGPD.md): the data subject's report, anonymisation and retention.
export { lgpdRoutes } from './rotas';
export { anonimizarVencidos, type RelatorioAnonimizacao } from './retencao';
export { TABELAS_DO_TITULAR } from './titular';
export { cpfAnonimo, nomeAnonimo } from './anonimizar';
