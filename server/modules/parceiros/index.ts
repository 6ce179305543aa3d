export { parceirosRoutes } from './rotas';
// What a contract does to the apprentice's placement, inside its own transaction.
export { encerrarLotacaoDoAprendiz, lotarPorContrato } from './lotacoes-do-aprendiz';
// The list's CNPJ search rule, which the command palette's search reuses.
export { cnpjNaBusca } from './registro';
// The partner portal's supervisors live under a unit (issue 36).
export { unidadeExistente } from './unidades';
export { ParametrosUnidade } from './esquemas';
