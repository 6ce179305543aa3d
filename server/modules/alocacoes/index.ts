// What other modules and the app use of the allocations: their routes, the list other pages show
// (a class's, an educator's apprentices) and what a class's update does to its allocations.
export { conferirAlocacoes, encerrarAlocacoes } from './da-turma';
export { encerrarAlocacaoDoAprendiz } from './do-aprendiz';
export { listarAlocacoes, ocupacaoDaTurma } from './consultas';
export { alocacoesRoutes } from './rotas';
export { abertas, consultaAlocacoes, ListaAlocacoes } from './esquemas';
