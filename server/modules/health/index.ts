export { healthRoutes } from './rotas';
