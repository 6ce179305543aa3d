export { auditoriaRoutes } from './rotas';
