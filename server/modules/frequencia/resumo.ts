// A class's figures over a period: per apprentice the days marked, presences, absences, justified
// ones and the %, beside the class days the period had (until today) and how many were taken.
import { and, between, count, eq, sql } from 'drizzle-orm';
import { aprendizes, frequenciaDias, frequencias } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { percentualFrequencia } from '../../../src/shared/validation/frequencia';
import { alocadosNoPeriodo, diasDeAula, feriadosDaTurma, type TurmaDaFrequencia } from './turma';

const contagens = {
  dias: sql<number>`count(${frequencias.status})::int`.mapWith(Number),
  presentes: sql<number>`(count(*) FILTER (WHERE ${frequencias.status} = 'presente'))::int`.mapWith(
    Number,
  ),
  faltas: sql<number>`(count(*) FILTER (WHERE ${frequencias.status} = 'falta'))::int`.mapWith(
    Number,
  ),
  justificadas:
    sql<number>`(count(*) FILTER (WHERE ${frequencias.status} = 'falta-justificada'))::int`.mapWith(
      Number,
    ),
};

export async function resumoDaTurma(
  executor: Executor,
  t: TurmaDaFrequencia,
  inicio: string,
  fim: string,
  hoje: string,
) {
  const ate = fim < hoje ? fim : hoje;
  const feriados = await feriadosDaTurma(executor, t, inicio, ate);
  const [porAprendiz, alocados, [registrados]] = await Promise.all([
    executor
      .select({ aprendizId: frequencias.aprendizId, ...contagens })
      .from(frequencias)
      .where(and(eq(frequencias.turmaId, t.id), between(frequencias.data, inicio, fim)))
      .groupBy(frequencias.aprendizId),
    alocadosNoPeriodo(executor, t.id, inicio, fim),
    executor
      .select({ n: count() })
      .from(frequenciaDias)
      .where(and(eq(frequenciaDias.turmaId, t.id), between(frequenciaDias.data, inicio, fim))),
  ]);
  const figuras = new Map(porAprendiz.map((p) => [p.aprendizId, p]));
  const nomes = new Map(alocados.map((a) => [a.aprendizId, a.nome]));
  // Marked but allocated outside the period's allocations (moved since): still theirs to count.
  const faltantes = porAprendiz.filter((p) => !nomes.has(p.aprendizId)).map((p) => p.aprendizId);
  if (faltantes.length > 0) {
    const outros = await executor
      .select({ id: aprendizes.id, nome: aprendizes.nome })
      .from(aprendizes)
      .where(
        sql`${aprendizes.id} IN (${sql.join(
          faltantes.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    for (const o of outros) nomes.set(o.id, o.nome);
  }
  const linhas = [...nomes.entries()]
    .map(([aprendizId, nome]) => {
      const f = figuras.get(aprendizId);
      const dias = f?.dias ?? 0;
      const presentes = f?.presentes ?? 0;
      return {
        aprendizId,
        nome,
        dias,
        presentes,
        faltas: f?.faltas ?? 0,
        justificadas: f?.justificadas ?? 0,
        percentual: percentualFrequencia(presentes, dias),
      };
    })
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.aprendizId - b.aprendizId);
  return {
    turma: { id: t.id, codigo: t.codigo, nome: t.nome },
    inicio,
    fim,
    diasDeAula: diasDeAula(t, inicio, ate, feriados).length,
    diasRegistrados: registrados?.n ?? 0,
    aprendizes: linhas,
  };
}
