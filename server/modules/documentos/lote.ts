// Who a class's batch is for: every apprentice ever allocated to the class, by name.
import { asc, eq, sql } from 'drizzle-orm';
import { alocacoes, aprendizes, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';

export async function aprendizesDaTurma(db: Executor, turmaId: number) {
  const [turma] = await db.select({ id: turmas.id }).from(turmas).where(eq(turmas.id, turmaId));
  if (!turma) throw problema(404, 'Turma não encontrada.');
  return (
    db
      .select({
        id: aprendizes.id,
        nome: sql<string>`coalesce(${aprendizes.nomeSocial}, ${aprendizes.nome})`,
      })
      .from(alocacoes)
      .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
      .where(eq(alocacoes.turmaId, turmaId))
      // One row per person however many times they were allocated to the class.
      .groupBy(aprendizes.id)
      .orderBy(asc(aprendizes.nomeBusca), asc(aprendizes.id))
  );
}
