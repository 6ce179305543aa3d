export { importacaoRoutes } from './rotas';
