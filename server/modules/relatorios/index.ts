export { default as relatoriosRoutes } from './routes';
