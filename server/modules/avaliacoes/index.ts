export { avaliacoesRoutes } from './routes';
// The partner portal answers practice evaluations through the staff's own rules (issue 36).
export {
  aplicadaExistente,
  autorUsuario,
  concluir,
  paraAplicada,
  salvarRespostas,
  type AutorResposta,
} from './aplicadas';
export { AvaliacaoAplicadaComponente, Conclusao, SalvarRespostas } from './schemas';
