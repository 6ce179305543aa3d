// Sign-in attempts: the record of every try (never the password) and the per-IP limit, both in
// the database so that several API processes count together.
import { and, asc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tentativasLogin } from '../../db/schema';
import { emailNormalizado } from './consultas';

export type MotivoTentativa = 'ok' | 'credenciais' | 'bloqueada' | 'desativado' | 'limite_ip';

const JANELA_IP_MS = 60_000;

export async function registrarTentativa(
  db: Database,
  email: string,
  ip: string,
  agora: Date,
): Promise<number> {
  const [linha] = await db
    .insert(tentativasLogin)
    .values({ email: emailNormalizado(email), ip, criadoEm: agora })
    .returning({ id: tentativasLogin.id });
  if (!linha) throw new Error('INSERT em tentativas_login não devolveu o id');
  return linha.id;
}

export async function concluirTentativa(
  db: Database,
  id: number,
  motivo: MotivoTentativa,
  usuarioId?: number,
): Promise<void> {
  await db
    .update(tentativasLogin)
    .set({ motivo, sucesso: motivo === 'ok', usuarioId: usuarioId ?? null })
    .where(eq(tentativasLogin.id, id));
}

/**
 * Seconds until this IP may try again, or 0 when this attempt is within the limit. The attempt
 * is inserted first and then counts only the ones before it, which keeps concurrent attempts
 * from several processes from all slipping under the limit. Attempts already refused for the
 * limit do not count, so Retry-After tells the truth instead of growing with every retry.
 */
export async function esperaPorIp(
  db: Database,
  ip: string,
  tentativaId: number,
  limitePorMinuto: number,
  agora: Date,
): Promise<number> {
  const anteriores = await db
    .select({ criadoEm: tentativasLogin.criadoEm })
    .from(tentativasLogin)
    .where(
      and(
        eq(tentativasLogin.ip, ip),
        gt(tentativasLogin.criadoEm, new Date(agora.getTime() - JANELA_IP_MS)),
        lt(tentativasLogin.id, tentativaId),
        or(isNull(tentativasLogin.motivo), ne(tentativasLogin.motivo, 'limite_ip')),
      ),
    )
    .orderBy(asc(tentativasLogin.criadoEm))
    .limit(1000);
  if (anteriores.length < limitePorMinuto) return 0;
  // The window admits one more attempt once enough of the oldest ones have left it.
  const liberaCom = anteriores[anteriores.length - limitePorMinuto];
  if (!liberaCom) return 0;
  const ms = liberaCom.criadoEm.getTime() + JANELA_IP_MS - agora.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}
