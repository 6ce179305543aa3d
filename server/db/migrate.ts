// The one migration runner: applied from code at start (main.ts) and by the tests. Each migration
// runs in its own transaction, under an advisory lock, so two API processes starting together on
// one PostgreSQL neither race nor apply a migration twice.
import { sql } from 'drizzle-orm';
import { linhas, type Database } from './client';
import { migracoes as todas, type Migracao } from './migrations';

// Any constant works as long as every process uses the same one.
const TRAVA_MIGRACOES = 7_310_001;

async function aplicada(tx: Pick<Database, 'execute'>, nome: string): Promise<boolean> {
  const resultado = await tx.execute(sql`SELECT 1 FROM migracoes WHERE nome = ${nome}`);
  return linhas(resultado).length > 0;
}

export async function migrate(
  db: Database,
  migracoes: readonly Migracao[] = todas,
): Promise<string[]> {
  await db.transaction(async (tx) => {
    // Even CREATE TABLE IF NOT EXISTS fails when two processes run it at the same instant.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRAVA_MIGRACOES})`);
    await tx.execute(sql`
      CREATE TABLE IF NOT EXISTS migracoes (
        nome text PRIMARY KEY,
        aplicada_em timestamptz NOT NULL DEFAULT now()
      )`);
  });
  const aplicadasAgora: string[] = [];
  for (const migracao of migracoes) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${TRAVA_MIGRACOES})`);
      // Checked again under the lock: another process may have applied it while we waited.
      if (await aplicada(tx, migracao.nome)) return;
      for (const comando of migracao.comandos) await tx.execute(sql.raw(comando));
      await tx.execute(sql`INSERT INTO migracoes (nome) VALUES (${migracao.nome})`);
      aplicadasAgora.push(migracao.nome);
    });
  }
  return aplicadasAgora;
}
