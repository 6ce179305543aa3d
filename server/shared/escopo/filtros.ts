// The record rule as SQL, for the lists: a condition to AND into a query's WHERE. undefined when
// the reader sees every class (no change to the query a broad role runs today).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { alocacoes, avaliacoesAplicadas } from '../../db/schema';
import type { Escopo } from './escopo';

const nada = sql`false`;

/** Rows whose class column is one of the reader's classes. */
export function daTurmaNoEscopo(escopo: Escopo, turmaId: AnyPgColumn): SQL | undefined {
  if (escopo.todas) return undefined;
  if (escopo.turmaIds.length === 0) return nada;
  return inArray(turmaId, [...escopo.turmaIds]);
}

/** Rows of an apprentice ever allocated to one of the reader's classes. */
export function doAprendizNoEscopo(escopo: Escopo, aprendizId: AnyPgColumn): SQL | undefined {
  if (escopo.todas) return undefined;
  if (escopo.turmaIds.length === 0) return nada;
  return sql`exists (select 1 from ${alocacoes} where ${and(
    eq(alocacoes.aprendizId, aprendizId),
    inArray(alocacoes.turmaId, [...escopo.turmaIds]),
  )})`;
}

/** Applied evaluations: through their class, or their apprentice when applied to one person. */
export function daAvaliacaoAplicadaNoEscopo(escopo: Escopo): SQL | undefined {
  if (escopo.todas) return undefined;
  return or(
    daTurmaNoEscopo(escopo, avaliacoesAplicadas.turmaId),
    and(
      isNull(avaliacoesAplicadas.turmaId),
      doAprendizNoEscopo(escopo, avaliacoesAplicadas.aprendizId),
    ),
  );
}

/** The same condition for hand-written SQL over an aliased class column (`fr.turma_id`). */
export function turmaNoEscopoSql(escopo: Escopo, turmaId: SQL): SQL {
  if (escopo.todas) return sql`true`;
  if (escopo.turmaIds.length === 0) return nada;
  return sql`${turmaId} IN (${sql.join(
    escopo.turmaIds.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
}

/** The apprentice rule for hand-written SQL over an aliased apprentice id (`a.id`). */
export function aprendizNoEscopoSql(escopo: Escopo, aprendizId: SQL): SQL {
  if (escopo.todas) return sql`true`;
  if (escopo.turmaIds.length === 0) return nada;
  return sql`EXISTS (SELECT 1 FROM alocacoes escopo_al WHERE escopo_al.aprendiz_id = ${aprendizId}
    AND ${turmaNoEscopoSql(escopo, sql`escopo_al.turma_id`)})`;
}
