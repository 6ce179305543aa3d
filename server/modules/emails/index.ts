export { emailsRoutes } from './routes';
