// The pieces of a class's grid for one discipline and bimester: the discipline checked against the
// class's plan, the bimester's days, its roster, who saved it last and the grades stored.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  aprendizes,
  curriculoItens,
  disciplinas,
  notas,
  notasLancamentos,
  usuarios,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { normalizada } from '../../shared/lista';
import { MENSAGENS_NOTAS as M, periodosDaTurma } from '../../../src/shared/validation/avaliacoes';
import { type TurmaDasNotas } from './notas-leitura';

/** One grid: a class, a discipline and a bimester, what grades and their save stamp are keyed by. */
export const naGrade = (
  t: typeof notas | typeof notasLancamentos,
  g: { turmaId: number; disciplinaId: number; periodo: number },
) => and(eq(t.turmaId, g.turmaId), eq(t.disciplinaId, g.disciplinaId), eq(t.periodo, g.periodo));

export async function conferirDisciplina(
  executor: Executor,
  t: TurmaDasNotas,
  disciplinaId: number,
) {
  if (t.planoId === null) throw invalido({ disciplinaId: M.turmaSemPlano });
  const [item] = await executor
    .select({ nome: disciplinas.nome })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .where(
      and(eq(curriculoItens.planoId, t.planoId), eq(curriculoItens.disciplinaId, disciplinaId)),
    );
  if (!item) throw invalido({ disciplinaId: M.disciplinaForaDoPlano });
  return { id: disciplinaId, nome: item.nome };
}

export const bimestre = (t: TurmaDasNotas, periodo: number) => {
  const p = periodosDaTurma(t.dataInicio, t.dataFim)[periodo - 1];
  if (!p) throw invalido({ periodo: M.periodoInvalido });
  return p;
};

/** The apprentices allocated in the class at some day of [inicio, fim]. */
export async function rosterDoBimestre(
  executor: Executor,
  turmaId: number,
  inicio: string,
  fim: string,
) {
  return executor
    .select({ id: aprendizes.id, nome: aprendizes.nome, nomeSocial: aprendizes.nomeSocial })
    .from(aprendizes)
    .where(
      sql`${aprendizes.id} IN (SELECT a.aprendiz_id FROM alocacoes a
            WHERE a.turma_id = ${turmaId} AND a.data_inicio <= ${fim}
              AND (a.data_fim IS NULL OR a.data_fim >= ${inicio}))`,
    )
    .orderBy(normalizada(aprendizes.nome), asc(aprendizes.id));
}

export async function cabecalho(
  executor: Executor,
  turmaId: number,
  disciplinaId: number,
  periodo: number,
) {
  const [l] = await executor
    .select({
      id: notasLancamentos.id,
      versao: notasLancamentos.versao,
      salvoEm: notasLancamentos.salvoEm,
      usuarioId: notasLancamentos.usuarioId,
      usuarioNome: usuarios.nome,
    })
    .from(notasLancamentos)
    .leftJoin(usuarios, eq(usuarios.id, notasLancamentos.usuarioId))
    .where(naGrade(notasLancamentos, { turmaId, disciplinaId, periodo }));
  return l;
}

export async function notasDaGrade(
  executor: Executor,
  turmaId: number,
  disciplinaId: number,
  periodo: number,
) {
  return executor
    .select({
      aprendizId: notas.aprendizId,
      valor: notas.valor,
      conceitoId: notas.conceitoId,
      nome: aprendizes.nome,
      nomeSocial: aprendizes.nomeSocial,
    })
    .from(notas)
    .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
    .where(naGrade(notas, { turmaId, disciplinaId, periodo }));
}
