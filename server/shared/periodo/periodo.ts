// An apprentice in something for a period: allocated in a class (alocacoes), placed in a partner's
// unit (lotacoes), and, next, under a contract. Every such table has the apprentice, a start and an
// end (null while open); at most one is open per apprentice (a partial unique index each) and a new
// one never starts before the previous one ended. These are the rules and queries they all share.
import { and, desc, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { aprendizes } from '../../db/schema';
import type { Executor } from '../executor';
import { busca, normalizada, type JaNormalizada } from '../lista';
import { problema } from '../problem';

export type TabelaDePeriodo = PgTable & {
  id: PgColumn;
  aprendizId: PgColumn;
  dataInicio: PgColumn;
  dataFim: PgColumn;
};

/** `abertas`: true (open now), false (ended) or todas. */
export type Abertas = 'true' | 'false' | 'todas';

export function filtroAbertas(t: TabelaDePeriodo, abertas: Abertas): SQL | undefined {
  if (abertas === 'todas') return undefined;
  return abertas === 'false' ? isNotNull(t.dataFim) : isNull(t.dataFim);
}

/** Periods that touch [inicio, fim], ends included (an open one runs on from its start). */
export const tocaOPeriodo = (t: TabelaDePeriodo, inicio: string, fim: string) =>
  and(lte(t.dataInicio, fim), or(isNull(t.dataFim), gte(t.dataFim, inicio)));

/** The sort keys every period list has: the apprentice's name, the start and the end. */
export const ordenacoesDoPeriodo = (t: TabelaDePeriodo) => ({
  nome: normalizada(aprendizes.nome),
  dataInicio: t.dataInicio,
  dataFim: t.dataFim,
});

/**
 * The apprentice's text `q` reads, for a search over more (a contract's partner, número): both
 * names in one stored, normalised column with its own trigram index (migration 0024).
 */
export const textosDoAprendiz: JaNormalizada[] = [{ normalizada: aprendizes.textoBusca }];
export const documentosDoAprendiz = (verCpf: boolean) => (verCpf ? [aprendizes.cpf] : []);

/**
 * `q` over apprentices: name or social name, and digits of the CPF only for a reader who may see
 * CPFs. For anyone else a CPF search would be an oracle (the masked digits recovered one by one,
 * or "is this CPF registered, and to whom?"), so their `q` never reaches the CPF column.
 */
export const buscaDoAprendiz = (q: string | undefined, verCpf: boolean) =>
  busca(q, textosDoAprendiz, documentosDoAprendiz(verCpf));

/**
 * Per apprentice, the latest end of one of their periods that ended after `data`: a new period
 * starting on `data` would overlap it.
 */
export async function fimDepoisDe(
  executor: Executor,
  t: TabelaDePeriodo,
  aprendizIds: readonly number[],
  data: string,
): Promise<Map<number, string>> {
  if (aprendizIds.length === 0) return new Map();
  const alvo: PgTable = t;
  const linhas = await executor
    .select({ aprendizId: t.aprendizId, dataFim: sql<string>`max(${t.dataFim})::text` })
    .from(alvo)
    .where(and(inArray(t.aprendizId, [...aprendizIds]), sql`${t.dataFim} > ${data}`))
    .groupBy(t.aprendizId);
  return new Map(linhas.map((l) => [l.aprendizId as number, l.dataFim]));
}

/**
 * The end a period gets when it is ended on `data` (today, or the day a contract ends): that date,
 * or its own start if that is later (a period that had not begun ends on its first day).
 */
export const fimAoEncerrar = (dataInicio: string, data: string) =>
  dataInicio > data ? dataInicio : data;

/**
 * The open period `onde` names (the apprentice's in a class, in a unit), locked for the change that
 * ends it. None open: a 409 with `encerrado`'s message when the last one there has ended, else
 * undefined (the caller's 404 says what is missing).
 */
export async function travarPeriodoAberto(
  executor: Executor,
  t: TabelaDePeriodo,
  onde: SQL | undefined,
  encerrado: (dataFim: string) => string,
): Promise<{ id: number; dataInicio: string } | undefined> {
  const alvo: PgTable = t;
  const [aberto] = await executor
    .select({ id: t.id, dataInicio: t.dataInicio })
    .from(alvo)
    .where(and(onde, isNull(t.dataFim)))
    .for('update');
  if (aberto) return { id: aberto.id as number, dataInicio: aberto.dataInicio as string };
  const [ultimo] = await executor
    .select({ dataFim: t.dataFim })
    .from(alvo)
    .where(onde)
    .orderBy(desc(t.dataFim))
    .limit(1);
  if (ultimo?.dataFim) throw problema(409, encerrado(ultimo.dataFim as string));
  return undefined;
}
