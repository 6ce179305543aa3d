export { avaliacoesRoutes } from './rotas';
