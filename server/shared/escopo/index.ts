export { escopoDe, type Escopo } from './escopo';
export {
  aprendizNoEscopoSql,
  daAvaliacaoAplicadaNoEscopo,
  daTurmaNoEscopo,
  doAprendizNoEscopo,
  turmaNoEscopoSql,
} from './filtros';
export { ehRecursoComEscopo, RECURSOS_COM_ESCOPO, type RecursoComEscopo } from './recursos';
export { MENSAGENS_ESCOPO } from './mensagens';
