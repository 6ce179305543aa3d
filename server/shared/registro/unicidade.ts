// Values only one record may hold: checked before the write, so the 409 names who holds it; when
// two requests save the same value at the same instant, the unique index refuses the second and the
// check runs again to give it the same 409.
import { and, ne } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../executor';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../erros-banco';
import { problema } from '../problem';
import type { TabelaRegistro, Unico, Valores } from './definicao';

export interface Restricoes {
  tabela: TabelaRegistro;
  unicos?: readonly Unico[] | undefined;
  restricoes?: Readonly<Record<string, string>> | undefined;
}

/** 409 when another record already holds one of the unique values. */
export async function conferirUnicos(
  r: Restricoes,
  executor: Executor,
  valores: Valores,
  idAtual: number | undefined,
): Promise<void> {
  const tabela: PgTable = r.tabela;
  for (const unico of r.unicos ?? []) {
    const igual = unico.igual(valores);
    if (!igual) continue;
    const [outro] = await executor
      .select()
      .from(tabela)
      .where(and(igual, idAtual === undefined ? undefined : ne(r.tabela.id, idAtual)))
      .limit(1);
    if (outro) {
      const mensagem = unico.mensagem(outro, valores);
      throw problema(409, unico.detalhe?.(mensagem) ?? mensagem, { [unico.campo]: mensagem });
    }
  }
}

/** A write in its own transaction; a constraint that refused it (a race past the checks) is a 409. */
export async function emTransacao<T>(
  r: Restricoes,
  db: Database,
  valores: Valores,
  idAtual: number | undefined,
  escrita: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(escrita);
  } catch (erro) {
    const codigo = codigoErroBanco(erro);
    if (codigo === VIOLACAO_UNICIDADE) await conferirUnicos(r, db, valores, idAtual);
    const mensagem = codigo === undefined ? undefined : r.restricoes?.[codigo];
    if (mensagem !== undefined) throw problema(409, mensagem);
    throw erro;
  }
}
