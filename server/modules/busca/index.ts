export { buscaRoutes } from './rotas';
