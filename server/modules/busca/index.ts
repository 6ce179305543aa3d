export { buscaRoutes } from './routes';
