// Values only one record may hold: checked before the write, so the 409 names who holds it; when
// two requests save the same value at the same instant, the unique index refuses the second and the
// check runs again to give it the same 409. A reader who may not learn the holder (Unico.oculto)
// gets the bare 409 on both paths, and the comparison is logged after the transaction.
import { and, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../executor';
import { codigoErroBanco, VIOLACAO_UNICIDADE } from '../erros-banco';
import { ErroProblema, problema } from '../problem';
import type { TabelaRegistro, Unico, Valores } from './definicao';

export interface Restricoes<V extends Valores = Valores> {
  tabela: TabelaRegistro;
  unicos?: readonly Unico<V>[] | undefined;
  restricoes?: Readonly<Record<string, string>> | undefined;
}

/** The bare 409 of Unico.oculto, carrying what to log once the transaction is over. */
class ConflitoOculto extends ErroProblema {
  constructor(
    mensagem: string,
    campo: string,
    readonly registrar: () => Promise<void>,
  ) {
    super(409, mensagem, { errors: { [campo]: mensagem } });
  }
}

/** 409 when another record already holds one of the unique values. */
export async function conferirUnicos<V extends Valores>(
  r: Restricoes<V>,
  executor: Executor,
  valores: Partial<V>,
  idAtual: number | undefined,
  /** Who asks, for a value whose holder they may not learn (Unico.oculto). */
  pedido?: FastifyRequest,
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
    if (outro && pedido && unico.oculto && !unico.oculto.ve(pedido)) {
      const { mensagem, registrar } = unico.oculto;
      const outroId = (outro as { id: number }).id;
      throw new ConflitoOculto(mensagem, unico.campo, () => registrar(pedido, outroId));
    }
    if (outro) {
      const mensagem = unico.mensagem(outro, valores);
      throw problema(409, unico.detalhe?.(mensagem) ?? mensagem, { [unico.campo]: mensagem });
    }
  }
}

/** A write in its own transaction; a constraint that refused it (a race past the checks) is a 409. */
export async function emTransacao<T, V extends Valores>(
  r: Restricoes<V>,
  db: Database,
  valores: Partial<V>,
  idAtual: number | undefined,
  escrita: (tx: Executor) => Promise<T>,
  pedido?: FastifyRequest,
): Promise<T> {
  try {
    try {
      return await db.transaction(escrita);
    } catch (erro) {
      const codigo = codigoErroBanco(erro);
      if (codigo === VIOLACAO_UNICIDADE) await conferirUnicos(r, db, valores, idAtual, pedido);
      const mensagem = codigo === undefined ? undefined : r.restricoes?.[codigo];
      if (mensagem !== undefined) throw problema(409, mensagem);
      throw erro;
    }
  } catch (erro) {
    if (erro instanceof ConflitoOculto) await erro.registrar();
    throw erro;
  }
}
