export { emailsRoutes } from './rotas';
