// Demo data set (SEED_DEMO=1; on by default for a new embedded database, off with DATABASE_URL).
//
// Intentionally empty for now: each later issue that builds a domain (aprendizes, turmas,
// parceiros, contratos...) adds its realistic demo rows here, built from real reference data
// (@brazilian-utils municipalities, CPF/CNPJ generators) and never from invented cities or
// documents. It must stay idempotent: main.ts may call it on a database that already has it.
import type { Database } from '../client';

export interface ResultadoDemo {
  /** Rows inserted per table, for the start-up log. */
  inseridos: Record<string, number>;
}

export function seedDemo(_db: Database): Promise<ResultadoDemo> {
  return Promise.resolve({ inseridos: {} });
}
