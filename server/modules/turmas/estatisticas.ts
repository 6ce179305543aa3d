// The figures of /api/turmas/stats: active classes by status, capacity and occupancy.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { turmas } from '../../db/schema';
import { STATUS_TURMA } from '../../../src/shared/validation/turma';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import { ocupacao } from './leitura';

/** Over the classes the reader reaches (an educator: their own; the record rule). */
export async function estatisticasTurmas(db: Database, escopo: Escopo) {
  const minhas = daTurmaNoEscopo(escopo, turmas.id);
  const porStatus = await db
    .select({
      status: turmas.status,
      turmas: sql<number>`count(*)::int`.mapWith(Number),
      capacidade: sql<number>`coalesce(sum(${turmas.capacidade}), 0)::int`.mapWith(Number),
      ocupacao: sql<number>`coalesce(sum(${ocupacao}), 0)::int`.mapWith(Number),
      lotadas:
        sql<number>`count(*) FILTER (WHERE ${ocupacao} >= ${turmas.capacidade})::int`.mapWith(
          Number,
        ),
      semEducador: sql<number>`count(*) FILTER (WHERE ${turmas.educadorId} IS NULL)::int`.mapWith(
        Number,
      ),
    })
    .from(turmas)
    .where(and(eq(turmas.ativo, true), minhas))
    .groupBy(turmas.status);
  const [inativas] = await db
    .select({ n: count() })
    .from(turmas)
    .where(and(eq(turmas.ativo, false), minhas));
  const linha = (status: string) => porStatus.find((p) => p.status === status);
  const abertas = porStatus.filter((p) => p.status !== 'encerrada');
  const soma = (campo: 'turmas' | 'capacidade' | 'ocupacao' | 'lotadas' | 'semEducador') =>
    abertas.reduce((total, p) => total + p[campo], 0);
  const capacidade = soma('capacidade');
  const ocupadas = soma('ocupacao');
  return {
    total: porStatus.reduce((total, p) => total + p.turmas, 0),
    inativas: inativas?.n ?? 0,
    porStatus: STATUS_TURMA.map((status) => ({
      status,
      turmas: linha(status)?.turmas ?? 0,
      capacidade: linha(status)?.capacidade ?? 0,
      ocupacao: linha(status)?.ocupacao ?? 0,
    })),
    capacidade,
    ocupacao: ocupadas,
    vagasRestantes: Math.max(0, capacidade - ocupadas),
    taxaOcupacao: capacidade === 0 ? 0 : Math.round((ocupadas / capacidade) * 1000) / 1000,
    lotadas: soma('lotadas'),
    semEducador: soma('semEducador'),
  };
}
