// The system must never be left without an active holder of usuarios:admin: nobody could then
// create users, reset passwords or fix a função. Every change that can take that permission away
// from someone (deactivating a user, moving them to another função, editing a função's
// permissions) runs under one advisory lock and checks who would be left.
import { sql } from 'drizzle-orm';
import { linhas } from '../../db/client';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import type { Permissao } from '../../shared/permissoes';
import { MENSAGENS_USUARIOS } from './mensagens';

export const PERMISSAO_ADMIN: Permissao = 'usuarios:admin';

// Any constant works as long as every process uses the same one (see db/migrate.ts).
const TRAVA_ADMINISTRADORES = 7_310_005;

/**
 * Serialises the changes above for the rest of the transaction: two administrators deactivating
 * each other at the same instant would otherwise both see "one other admin left".
 */
export async function travarAdministradores(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRAVA_ADMINISTRADORES})`);
}

export interface Excecao {
  /** Count as if this user were no longer an administrator. */
  usuarioId?: number;
  /** Count as if this função no longer held usuarios:admin. */
  funcaoId?: number;
}

/** Active users whose função holds usuarios:admin, leaving out the ones about to lose it. */
export async function administradoresAtivos(tx: Executor, sem: Excecao = {}): Promise<number> {
  const resultado = await tx.execute(sql`
    SELECT count(*)::int AS n
      FROM usuarios u
      JOIN funcoes f ON f.id = u.funcao_id
     WHERE u.ativo
       AND ${PERMISSAO_ADMIN} = ANY (f.permissoes)
       AND u.id <> ${sem.usuarioId ?? 0}
       AND f.id <> ${sem.funcaoId ?? 0}`);
  return linhas<{ n: number }>(resultado)[0]?.n ?? 0;
}

/**
 * Refuses a change that removes usuarios:admin from `sem`: 409 when nobody would be left, 422 when
 * the person doing it would lose it themselves. The last-administrator reason wins because it is
 * the one that stays true whoever tries.
 */
export async function garantirAdministracao(
  tx: Executor,
  sem: Excecao,
  atingeQuemFaz: boolean,
  mensagemPropria: string,
): Promise<void> {
  if ((await administradoresAtivos(tx, sem)) === 0) {
    throw problema(409, MENSAGENS_USUARIOS.ultimoAdministrador, undefined, {
      tipo: '/problemas/ultimo-administrador',
    });
  }
  if (atingeQuemFaz) throw problema(422, mensagemPropria);
}
