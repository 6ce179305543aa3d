export { funcoesRoutes } from './routes';
