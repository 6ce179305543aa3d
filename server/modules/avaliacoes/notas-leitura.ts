// What grades, report cards and the PDF read: a class with its educator and course, its plan's
// disciplines in order, the conceitos (the one a grade was given as, or whose range holds it), and
// the apprentice whose grades or report card are asked for.
import { asc, eq } from 'drizzle-orm';
import {
  aprendizes,
  conceitos,
  cursos,
  curriculoItens,
  disciplinas,
  educadores,
  modulos,
  turmas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  conceitoDaNota,
  MENSAGENS_NOTAS as M,
  type ConceitoFaixa,
} from '../../../src/shared/validation/avaliacoes';

/** The apprentice whose grades or report card are asked for (404 when there is none). */
export async function aprendizDasNotas(executor: Executor, aprendizId: number) {
  const [pessoa] = await executor
    .select({ id: aprendizes.id, nome: aprendizes.nome, nomeSocial: aprendizes.nomeSocial })
    .from(aprendizes)
    .where(eq(aprendizes.id, aprendizId));
  if (!pessoa) throw problema(404, M.aprendizNaoEncontrado);
  return pessoa;
}

export async function turmaDasNotas(executor: Executor, id: number) {
  const [t] = await executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      status: turmas.status,
      planoId: turmas.planoId,
      educadorId: turmas.educadorId,
      educadorNome: educadores.nome,
      cursoNome: cursos.nome,
    })
    .from(turmas)
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId))
    .leftJoin(cursos, eq(cursos.id, turmas.cursoId))
    .where(eq(turmas.id, id));
  if (!t) throw problema(404, M.turmaNaoEncontrada);
  return t;
}
export type TurmaDasNotas = Awaited<ReturnType<typeof turmaDasNotas>>;

export const resumoTurma = (t: Pick<TurmaDasNotas, 'id' | 'codigo' | 'nome'>) => ({
  id: t.id,
  codigo: t.codigo,
  nome: t.nome,
});

/** The disciplines of a plan in its order, with their module and hours. */
export async function disciplinasDoPlano(executor: Executor, planoId: number | null) {
  if (planoId === null) return [];
  return executor
    .select({
      id: disciplinas.id,
      nome: disciplinas.nome,
      modulo: modulos.nome,
      cargaHoraria: curriculoItens.cargaHoraria,
    })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .leftJoin(modulos, eq(modulos.id, disciplinas.moduloId))
    .where(eq(curriculoItens.planoId, planoId))
    .orderBy(asc(curriculoItens.ordem), asc(disciplinas.id));
}

/** The conceito shown beside a grade: the one it was given as, else the one whose range holds it. */
export function conceitoDe(
  valor: number | null,
  conceitoId: number | null,
  lista: readonly ConceitoFaixa[],
  todos: ReadonlyMap<number, ConceitoFaixa>,
) {
  const c =
    conceitoId !== null
      ? todos.get(conceitoId)
      : valor === null
        ? undefined
        : conceitoDaNota(valor, lista);
  return c ? { id: c.id, sigla: c.sigla, descricao: c.descricao } : null;
}

/** Every conceito by id (inactive ones too: a grade given as one keeps showing it). */
export async function conceitosPorId(executor: Executor) {
  const linhas = await executor
    .select({
      id: conceitos.id,
      sigla: conceitos.sigla,
      descricao: conceitos.descricao,
      notaMinima: conceitos.notaMinima,
      notaMaxima: conceitos.notaMaxima,
      ativo: conceitos.ativo,
    })
    .from(conceitos);
  return {
    todos: new Map(linhas.map((c) => [c.id, c])),
    ativos: linhas.filter((c) => c.ativo).sort((a, b) => b.notaMinima - a.notaMinima),
  };
}
