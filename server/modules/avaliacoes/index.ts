export { avaliacoesRoutes } from './rotas';
// The partner portal answers practice evaluations through the staff's own rules (issue 36).
export { aplicadaExistente, concluir, paraAplicada, salvarRespostas } from './aplicadas';
export { AvaliacaoAplicadaComponente, Conclusao, SalvarRespostas } from './esquemas';
