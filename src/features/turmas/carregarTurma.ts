// The class pages load the class by its numeric id before showing anything, with
// 'Carregando turma...' meanwhile (seed-spec.md section 2). An id that is not a number, or that no
// class has, says so in Portuguese with the way back to the list.
import { naoEncontradoPorCodigo, type CarregamentoDoRegistro } from '../../shared/detalhe';
import { useTurmaObterQuery, type Turma } from './api';

export const CARREGAR_TURMA: CarregamentoDoRegistro<Turma> = {
  useConsulta: useTurmaObterQuery,
  carregando: 'Carregando turma...',
  naoEncontrado: naoEncontradoPorCodigo({
    titulo: 'Turma não encontrada',
    naoEhCodigo: (id) =>
      `"${id}" não é um código de turma: o endereço deve terminar com o número da turma, como /turmas/12.`,
    semRegistro: (id) =>
      `Não há turma com o código ${id}. Ela pode ter sido digitada errado no endereço; procure-a na lista de turmas.`,
    voltarPara: '/turmas',
    rotuloVoltar: 'Ver turmas',
  }),
};
