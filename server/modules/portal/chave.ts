// The key that signs the partner portal's links: PORTAL_CHAVE when set, else one random key
// generated on first use and kept in the database (portal_chave, one row), so every API process
// on one PostgreSQL signs and checks with the same key and a restart keeps the links valid. Never
// JWT_SECRET: a session token and a portal link must not be forgeable from one leak.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { porBanco } from '../../db/preparadas';
import { portalChave } from '../../db/schema';

async function lerOuGerar(db: Database): Promise<Buffer> {
  // Two processes starting together both insert; the second's is ignored and both read the first.
  await db
    .insert(portalChave)
    .values({ id: 1, chave: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: portalChave.id });
  const [linha] = await db
    .select({ chave: portalChave.chave })
    .from(portalChave)
    .where(eq(portalChave.id, 1));
  if (!linha) throw new Error('portal_chave sem linha depois de inserida');
  return Buffer.from(linha.chave, 'utf8');
}

const guardada = porBanco((db) => {
  let chave: Promise<Buffer> | undefined;
  return () => {
    chave ??= lerOuGerar(db).catch((erro: unknown) => {
      chave = undefined;
      throw erro;
    });
    return chave;
  };
});

export function chaveDoPortal(db: Database, configurada: string | undefined): Promise<Buffer> {
  if (configurada !== undefined) return Promise.resolve(Buffer.from(configurada, 'utf8'));
  return guardada(db)();
}
