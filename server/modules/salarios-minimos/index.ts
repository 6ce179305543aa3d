export { salariosMinimosRoutes } from './routes';
