// The classes whose attendance for a day (today, by default) is not taken yet: active classes for
// which the day is a class day (in their period, one of their theory weekdays, not a holiday of
// their place) and that have no saved day. An educator sees only the classes they lead, as they
// may only take those; every other reader sees all. The dashboard's "Chamadas de hoje" reads it.
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { diaDaSemanaIso } from '../../../src/shared/validation/frequencia';
import { turmas } from '../../db/schema';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { feriadosDaTurma, motivoSemAula, turmaDaFrequencia } from './turma';

export async function turmasSemChamada(executor: Executor, escopo: Escopo, data: string) {
  const candidatas = await executor
    .select({ id: turmas.id })
    .from(turmas)
    .where(
      and(
        eq(turmas.ativo, true),
        ne(turmas.status, 'planejada'),
        lte(turmas.dataInicio, data),
        gte(turmas.dataFim, data),
        sql`${diaDaSemanaIso(data)}::int = ANY(${turmas.diasTeoria})`,
        daTurmaNoEscopo(escopo, turmas.id),
        sql`NOT EXISTS (SELECT 1 FROM frequencia_dias d WHERE d.turma_id = ${turmas.id} AND d.data = ${data}::date)`,
      ),
    )
    .orderBy(asc(turmas.codigo));
  const pendentes = [];
  // Holidays depend on each class's place: a class of a city with a holiday that day is not due.
  for (const { id } of candidatas) {
    const t = await turmaDaFrequencia(executor, id);
    if (motivoSemAula(t, data, await feriadosDaTurma(executor, t, data, data)) === null) {
      pendentes.push({
        id: t.id,
        codigo: t.codigo,
        nome: t.nome,
        educador: t.educadorId === null ? null : { id: t.educadorId, nome: t.educadorNome ?? '' },
      });
    }
  }
  return { data: pendentes, total: pendentes.length };
}
