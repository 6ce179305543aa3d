// What the portal shows (issue 36): the unit's apprentices placed now (open lotação begun by
// today, active record) with their class, their running contract's period and this month's theory
// attendance, and the practice evaluations (tipo desempenho) applied to them. Only those columns
// are ever selected: no CPF, no address, no contact, no health data can reach the answer.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  alocacoes,
  aprendizes,
  avaliacoes,
  avaliacoesAplicadas,
  contratos,
  frequencias,
  lotacoes,
  turmas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { normalizada } from '../../shared/lista';
import { atrasada, respondida } from '../../../src/shared/validation/avaliacoes';
import { nomeDoAprendiz } from '../../shared/aprendiz';

/** The ids of the apprentices placed in the unit now. */
export const lotadosAgora = (unidadeId: number, hoje: string) =>
  and(
    eq(lotacoes.unidadeId, unidadeId),
    isNull(lotacoes.dataFim),
    sql`${lotacoes.dataInicio} <= ${hoje}`,
    eq(aprendizes.ativo, true),
  );

/** The percentage of theory days present in `mes` (aaaa-mm), one decimal; null without days. */
const frequenciaDoMes = (mes: string) =>
  sql<number | null>`(
  SELECT round(100.0 * count(*) FILTER (WHERE f.status = 'presente') / nullif(count(*), 0), 1)
    FROM ${frequencias} f
   WHERE f.aprendiz_id = ${aprendizes.id} AND to_char(f.data, 'YYYY-MM') = ${mes})`.mapWith(
    (v: string | number | null) => (v === null ? null : Number(v)),
  );

export async function aprendizesDaUnidade(executor: Executor, unidadeId: number, hoje: string) {
  const mes = hoje.slice(0, 7);
  const linhas = await executor
    .select({
      id: aprendizes.id,
      nome: nomeDoAprendiz,
      turmaCodigo: turmas.codigo,
      turmaNome: turmas.nome,
      contratoInicio: contratos.dataInicio,
      contratoFim: contratos.dataTermino,
      frequenciaMes: frequenciaDoMes(mes),
    })
    .from(lotacoes)
    .innerJoin(aprendizes, eq(aprendizes.id, lotacoes.aprendizId))
    .leftJoin(
      alocacoes,
      and(
        eq(alocacoes.aprendizId, aprendizes.id),
        sql`${alocacoes.dataInicio} <= ${hoje}`,
        sql`(${alocacoes.dataFim} IS NULL OR ${alocacoes.dataFim} >= ${hoje})`,
      ),
    )
    .leftJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .leftJoin(
      contratos,
      and(
        eq(contratos.aprendizId, aprendizes.id),
        sql`${contratos.status} IN ('vigente', 'prorrogado')`,
      ),
    )
    .where(lotadosAgora(unidadeId, hoje))
    .orderBy(normalizada(aprendizes.nome), asc(aprendizes.id));
  // One row per apprentice even if a second open allocation or contract slipped in.
  const vistos = new Set<number>();
  return linhas
    .filter((l) => !vistos.has(l.id) && vistos.add(l.id))
    .map((l) => ({
      id: l.id,
      nome: l.nome,
      turma:
        l.turmaCodigo === null || l.turmaNome === null
          ? null
          : { codigo: l.turmaCodigo, nome: l.turmaNome },
      contrato:
        l.contratoInicio === null || l.contratoFim === null
          ? null
          : { dataInicio: l.contratoInicio, dataFim: l.contratoFim },
      frequenciaMes: l.frequenciaMes,
    }));
}

/** The practice evaluations of the unit's apprentices placed now, open ones first. */
export async function avaliacoesDaUnidade(executor: Executor, unidadeId: number, hoje: string) {
  const linhas = await executor
    .select({
      id: avaliacoesAplicadas.id,
      titulo: avaliacoes.titulo,
      perguntas: avaliacoes.perguntas,
      aprendizId: aprendizes.id,
      aprendizNome: nomeDoAprendiz,
      prazo: avaliacoesAplicadas.prazo,
      status: avaliacoesAplicadas.status,
      respostas: avaliacoesAplicadas.respostas,
    })
    .from(avaliacoesAplicadas)
    .innerJoin(avaliacoes, eq(avaliacoes.id, avaliacoesAplicadas.avaliacaoId))
    .innerJoin(aprendizes, eq(aprendizes.id, avaliacoesAplicadas.aprendizId))
    .innerJoin(lotacoes, eq(lotacoes.aprendizId, aprendizes.id))
    .where(and(lotadosAgora(unidadeId, hoje), eq(avaliacoes.tipo, 'desempenho')))
    .orderBy(
      sql`${avaliacoesAplicadas.status} = 'concluida'`,
      asc(avaliacoesAplicadas.prazo),
      normalizada(aprendizes.nome),
      asc(avaliacoesAplicadas.id),
    );
  return linhas.map((l) => ({
    id: l.id,
    titulo: l.titulo,
    aprendiz: { id: l.aprendizId, nome: l.aprendizNome },
    prazo: l.prazo,
    status: l.status,
    atrasada: atrasada(l.prazo, l.status, hoje),
    respondidas: l.perguntas.filter((p) => respondida(l.respostas[String(p.id)])).length,
    totalPerguntas: l.perguntas.length,
  }));
}

/** Whether the applied evaluation is a practice one of an apprentice placed in the unit now. */
export async function avaliacaoDaUnidade(
  executor: Executor,
  unidadeId: number,
  id: number,
  hoje: string,
): Promise<boolean> {
  const [linha] = await executor
    .select({ id: avaliacoesAplicadas.id })
    .from(avaliacoesAplicadas)
    .innerJoin(avaliacoes, eq(avaliacoes.id, avaliacoesAplicadas.avaliacaoId))
    .innerJoin(aprendizes, eq(aprendizes.id, avaliacoesAplicadas.aprendizId))
    .innerJoin(lotacoes, eq(lotacoes.aprendizId, aprendizes.id))
    .where(
      and(
        eq(avaliacoesAplicadas.id, id),
        lotadosAgora(unidadeId, hoje),
        eq(avaliacoes.tipo, 'desempenho'),
      ),
    );
  return linha !== undefined;
}

/** The apprentices among `ids` placed now, by unit (to tell each unit's supervisors). */
export async function unidadesDosAprendizes(
  executor: Executor,
  ids: readonly number[],
  hoje: string,
) {
  if (ids.length === 0) return [];
  return executor
    .select({ unidadeId: lotacoes.unidadeId, aprendizId: aprendizes.id, nome: nomeDoAprendiz })
    .from(lotacoes)
    .innerJoin(aprendizes, eq(aprendizes.id, lotacoes.aprendizId))
    .where(
      and(
        inArray(lotacoes.aprendizId, [...ids]),
        isNull(lotacoes.dataFim),
        sql`${lotacoes.dataInicio} <= ${hoje}`,
      ),
    )
    .orderBy(normalizada(aprendizes.nome));
}
