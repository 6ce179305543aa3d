export { default as estatisticasRoutes } from './rotas';
