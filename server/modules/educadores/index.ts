export { educadoresRoutes } from './rotas';
