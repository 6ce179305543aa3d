// The classes' routes, and what the educators' pages list of them.
export { turma } from './registro';
export { turmasRoutes } from './rotas';
export { ConsultaTurmasDoEducador, ListaTurmas } from './esquemas';
