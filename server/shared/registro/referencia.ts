// The "exists and is active" check of a record a body points at (a discipline's module, a plan's
// course, a class's educator or plan), for every record's preparation.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../executor';

type TabelaAtiva = PgTable & { id: PgColumn; ativo: PgColumn };

/**
 * The message for a field pointing at a row that does not exist or is inactive; undefined when it
 * is fine. An inactive row is refused only when newly chosen (`atual` is the stored id).
 */
export async function referenciaInvalida(
  executor: Executor,
  tabela: TabelaAtiva,
  id: number,
  atual: number | null | undefined,
  mensagens: { inexistente: string; inativo: string },
): Promise<string | undefined> {
  const alvo: PgTable = tabela;
  const [linha] = await executor
    .select({ ativo: tabela.ativo })
    .from(alvo)
    .where(eq(tabela.id, id));
  if (!linha) return mensagens.inexistente;
  return linha.ativo === false && id !== atual ? mensagens.inativo : undefined;
}
