// The classes' routes, and what the educators' pages list of them.
export { paraTurma } from './leitura';
export { turma } from './registro';
export { turmasRoutes } from './routes';
export { ConsultaTurmasDoEducador, ListaTurmas } from './schemas';
