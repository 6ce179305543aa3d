// What a repository function runs its SQL on: the database or a transaction. Functions take it so a
// use case can call them inside its own transaction (a change and its audit row land together).
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** A transaction or the database. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

/** Whether `tabela` has a row with this id: a record or lookup row a body or a path names. */
export async function existeId(
  executor: Executor,
  tabela: PgTable & { id: AnyPgColumn },
  id: number,
): Promise<boolean> {
  const [linha] = await executor.select({ id: tabela.id }).from(tabela).where(eq(tabela.id, id));
  return linha !== undefined;
}

/**
 * Awaits queries one after the other, with Promise.all's result shape. Inside a transaction (one
 * connection) queries must not overlap: node-postgres deprecates a query sent while another is
 * running on the same client, and pg@9 refuses it. Drizzle queries are lazy (they run when
 * awaited), so passing the builders themselves keeps them in order.
 */
export async function emSequencia<T extends readonly PromiseLike<unknown>[]>(
  consultas: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const resultados: unknown[] = [];
  for (const consulta of consultas) resultados.push(await consulta);
  return resultados as { -readonly [K in keyof T]: Awaited<T[K]> };
}
