// Optimistic concurrency with `versao` (PRODUCT.md section 4): an update names the version it was
// based on; if someone saved in between, nobody's work is silently overwritten.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { problema } from './problem';
import type { Executor } from './executor';

export const MENSAGEM_VERSAO_DESATUALIZADA =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual e refaça a alteração.';

/** The 409 of a save based on a versao someone else has since moved on. */
export const versaoDesatualizada = () =>
  problema(409, MENSAGEM_VERSAO_DESATUALIZADA, undefined, {
    tipo: '/problemas/versao-desatualizada',
  });

/** A table with the record columns: id, versao, atualizado_em. */
export type TabelaVersionada = PgTable & { id: PgColumn; versao: PgColumn; atualizadoEm: PgColumn };

/**
 * UPDATE ... WHERE id = ? AND versao = ?, bumping versao and atualizado_em. Answers the updated row;
 * throws 404 when the row does not exist and 409 when its version moved on.
 */
export async function atualizarComVersao<T extends TabelaVersionada>(
  executor: Executor,
  tabela: T,
  id: number,
  versao: number,
  /** Column values by property name (the table's insert type, unchecked: generic tables). */
  valores: Record<string, unknown>,
  naoEncontrado: string,
  condicaoExtra?: SQL,
): Promise<T['$inferSelect']> {
  // drizzle cannot type `set` over a generic table; the columns are checked by the callers' types.
  const conjunto = { ...valores, versao: sql`${tabela.versao} + 1`, atualizadoEm: new Date() };
  const atualizados = (await executor
    .update(tabela)
    .set(conjunto as never)
    .where(and(eq(tabela.id, id), eq(tabela.versao, versao), condicaoExtra))
    .returning()) as T['$inferSelect'][];
  const [linha] = atualizados;
  if (linha) return linha;
  const alvo: PgTable = tabela;
  const existe = await executor
    .select({ id: tabela.id })
    .from(alvo)
    .where(and(eq(tabela.id, id), condicaoExtra));
  if (existe.length === 0) throw problema(404, naoEncontrado);
  throw versaoDesatualizada();
}
