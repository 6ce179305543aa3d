// Named prepared statements, one per database connection object. A query that runs on every
// request is built by drizzle and planned by PostgreSQL once, not per call: building the SQL text
// from the query builder was a fifth of the server's CPU on a list request (docs/benchmarks.md).
import type { Database } from './client';

/**
 * One thing per database, built on first use: `porBanco(db => db.select(...).where(eq(x,
 * sql.placeholder('id'))).prepare('nome'))` for a prepared statement, or a per-database writer.
 * The WeakMap keeps one per database (the tests open one per engine) and lets a closed one go.
 */
export function porBanco<T>(construir: (db: Database) => T): (db: Database) => T {
  const construidos = new WeakMap<Database, T>();
  return (db) => {
    let construido = construidos.get(db);
    if (construido === undefined) {
      construido = construir(db);
      construidos.set(db, construido);
    }
    return construido;
  };
}
