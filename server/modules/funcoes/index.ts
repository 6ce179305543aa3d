export { funcoesRoutes } from './rotas';
