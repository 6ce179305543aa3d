// The apprentices' routes (their record, lists, history, leaves) and the situações' pages.
export { aprendizesRoutes } from './routes';
export { situacoesRoutes } from './situacoes-routes';
