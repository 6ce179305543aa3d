export { default as relatoriosRoutes } from './routes';
export { LIMITE_PDF } from './kit';
