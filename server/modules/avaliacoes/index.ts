export { avaliacoesRoutes } from './routes';
