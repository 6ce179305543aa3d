export { default as relatoriosRoutes } from './rotas';
