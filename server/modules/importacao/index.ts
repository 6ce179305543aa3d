export { importacaoRoutes } from './routes';
