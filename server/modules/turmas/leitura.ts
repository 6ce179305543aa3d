// Classes as the API shows them: the declared fields (CAMPOS_TURMA) with course, plan, educator and
// ocupação (open allocations) computed in the same query, so a list page costs one statement.
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { cursos, educadores, planos, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { respostaDaLinha } from '../../shared/campos';
import { versionados } from '../../shared/esquemas';
import { CAMPOS_TURMA } from '../../../src/shared/validation/turma';
import type { TurmaResposta } from './esquemas';

export const ocupacao = sql<number>`(
  SELECT count(*) FROM alocacoes a
  WHERE a.turma_id = "turmas"."id" AND a.data_fim IS NULL)::int`.mapWith(Number);

export type LinhaTurma = typeof turmas.$inferSelect & {
  cursoNome: string;
  planoNome: string | null;
  educadorNome: string | null;
  ocupacao: number;
};

export function paraTurma(l: LinhaTurma): TurmaResposta {
  return {
    id: l.id,
    ...respostaDaLinha(CAMPOS_TURMA, l),
    curso: { id: l.cursoId, nome: l.cursoNome },
    plano: l.planoId === null ? null : { id: l.planoId, nome: l.planoNome ?? '' },
    educador: l.educadorId === null ? null : { id: l.educadorId, nome: l.educadorNome ?? '' },
    diasTeoria: l.diasTeoria,
    status: l.status,
    ativo: l.ativo,
    ocupacao: l.ocupacao,
    vagasRestantes: Math.max(0, l.capacidade - l.ocupacao),
    ...versionados(l),
  };
}

export const lerTurmas = (executor: Executor) =>
  executor
    .select({
      ...getTableColumns(turmas),
      cursoNome: cursos.nome,
      planoNome: planos.nome,
      educadorNome: educadores.nome,
      ocupacao,
    })
    .from(turmas)
    .innerJoin(cursos, eq(cursos.id, turmas.cursoId))
    .leftJoin(planos, eq(planos.id, turmas.planoId))
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId));
