// Run once per jest run (jest-global-setup.cjs), outside jest: builds the database every API test
// file starts from — migrated, reference data seeded, the test administrator created — once per
// engine, so each file copies it instead of migrating and seeding again:
// - PGlite: the data directory dumped to a tar file, loaded by each file (`loadDataDir`);
// - PostgreSQL: a template database, copied by `CREATE DATABASE … TEMPLATE` per file.
// Prints one JSON line: { pglite: <tar path>, postgres?: <template database name> }.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { EXTENSOES_PGLITE, openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { usuarios } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { ADMIN_EMAIL, ADMIN_SENHA, CUSTO_ARGON2_DE_TESTE } from './api-config';

async function preparar(db: Database): Promise<void> {
  await migrate(db);
  await seed(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_SENHA });
  // The same password at the harness's test cost (api-harness.ts), so signing in as the
  // administrator costs what signing in as any user the harness creates costs.
  await db
    .update(usuarios)
    .set({ senhaHash: await hash(ADMIN_SENHA, CUSTO_ARGON2_DE_TESTE) })
    .where(eq(usuarios.email, ADMIN_EMAIL));
}

async function main(): Promise<void> {
  const pasta = process.argv[2];
  if (!pasta) throw new Error('uso: modelos-preparar.ts <pasta>');
  const resultado: { pglite: string; postgres?: string } = { pglite: join(pasta, 'pglite.tar') };

  // PGlite itself rather than openDatabase: the dump needs the client.
  const pglite = await PGlite.create({ extensions: EXTENSOES_PGLITE });
  const db: Database = drizzle({ client: pglite, schema });
  await preparar(db);
  // Without a checkpoint the dump is a crashed server's files: recovery would replay the WAL's
  // sequence records, which run 32 values ahead, and every id in a test file would differ from
  // a freshly built database's.
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(resultado.pglite, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const urlBase = process.env.TEST_DATABASE_URL;
  if (urlBase) {
    const nome = `modelo_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: urlBase });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    await admin.end();
    const url = new URL(urlBase);
    url.pathname = `/${nome}`;
    const postgres = await openDatabase({ databaseUrl: url.toString() });
    await preparar(postgres.db);
    // A template must have no open connection when it is copied.
    await postgres.close();
    resultado.postgres = nome;
  }
  process.stdout.write(`${JSON.stringify(resultado)}\n`);
}

main().catch((erro: unknown) => {
  console.error(erro);
  process.exit(1);
});
