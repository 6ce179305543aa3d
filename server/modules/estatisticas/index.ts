export { default as estatisticasRoutes } from './routes';
