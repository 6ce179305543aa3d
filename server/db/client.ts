// One database type for both engines: embedded PGlite (zero setup, one process) and a PostgreSQL
// server (several API processes). Everything above this file sees only `Database`.
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import { MODULOS } from '../modules/manifestos';
import * as sistema from './schema/sistema';

/**
 * Drizzle's schema: the runner's table and every module's tables, as their manifests declare. The
 * API queries through the query builder only, so the type keeps no table names.
 */
const schema: Record<string, unknown> = { ...sistema };
for (const modulo of MODULOS) Object.assign(schema, modulo.tabelas);

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface ConexaoBanco {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type OpcoesBanco =
  | { databaseUrl: string }
  | { dataDir: string }
  /**
   * In-memory PGlite: tests. `inicio` starts it from a prepared data directory (and WebAssembly
   * compiled once), so each test file copies a migrated database instead of building one.
   */
  | { memory: true; inicio?: InicioPglite };

export type InicioPglite = Pick<
  PGliteOptions,
  'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'
>;

/** The extensions every embedded database loads (the tests' prepared template too). */
export const EXTENSOES_PGLITE = { pg_trgm, unaccent };

export async function openDatabase(opcoes: OpcoesBanco): Promise<ConexaoBanco> {
  if ('databaseUrl' in opcoes) {
    const pool = new Pool({
      connectionString: opcoes.databaseUrl,
      application_name: 'aprendiz-api',
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db: Database = drizzleNodePg({ client: pool, schema });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const extensions = EXTENSOES_PGLITE;
  let client: PGlite;
  if ('dataDir' in opcoes) {
    // PGlite creates only the last folder of the path.
    mkdirSync(opcoes.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: opcoes.dataDir, extensions });
  } else {
    client = await PGlite.create({ ...opcoes.inicio, extensions });
  }
  const db: Database = drizzlePglite({ client, schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

export { linhas } from './linhas';

/**
 * Whether `db` is the embedded PGlite: one connection on this thread, so work that holds it (a
 * long transaction) holds every other request too, and is cut in batches there.
 */
export function embutido(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}
