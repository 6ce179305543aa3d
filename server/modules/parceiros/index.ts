export { parceirosRoutes } from './routes';
