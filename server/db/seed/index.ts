// Reference data every installation needs (roles, IBGE/CBO/CNAE lookups, the first registry rows)
// and the first administrator. Safe to run on
// every start: it only adds what is missing.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { criarAdministrador, type AdminCriado } from './admin';
import { semearCadastros } from './cadastros';
import { semearFuncoes } from './funcoes';

export { seedDemo, seedDemoDerivada } from './demo';
export { ErroSenhaAdmin } from './admin';

const TRAVA_SEED = 7_310_002;

export interface ResultadoSeed {
  /** Set only on the start that created the administrator (the database had no user). */
  admin: AdminCriado | undefined;
}

export async function seed(
  db: Database,
  opcoes: { adminEmail?: string | undefined; adminPassword?: string | undefined } = {},
): Promise<ResultadoSeed> {
  // Two API processes starting together must not both create the administrator.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRAVA_SEED})`);
    await semearFuncoes(tx);
    await semearCadastros(tx);
    const admin = await criarAdministrador(tx, opcoes.adminEmail, opcoes.adminPassword);
    return { admin };
  });
}
