export { educadoresRoutes } from './routes';
