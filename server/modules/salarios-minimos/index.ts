export { salariosMinimosRoutes } from './rotas';
