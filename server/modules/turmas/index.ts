// The classes' routes, and what the educators' pages list of them.
export { turma } from './registro';
export { turmasRoutes } from './routes';
export { ConsultaTurmasDoEducador, ListaTurmas } from './schemas';
