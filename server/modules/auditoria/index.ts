export { auditoriaRoutes } from './routes';
