// Demo data set (SEED_DEMO=1; on by default for a new embedded database, off with DATABASE_URL).
//
// Each module that builds a domain declares its demo step in its manifest (`demo`), built from real
// reference data (@brazilian-utils municipalities, CPF/CNPJ check digits) and never from invented
// cities or documents; the steps run in the order of server/modules/manifestos.ts, so a module's
// rows come after those of the modules it builds on (apprentices, then classes, plans, contracts,
// vacancies, attendance, evaluations). Each must stay idempotent: main.ts may call this on a
// database that already has them.
import type { AppConfig } from '../../config';
import { MODULOS } from '../../modules/manifestos';
import type { ManifestoDoModulo } from '../../shared/modulo';
import type { Database } from '../client';

export interface ResultadoDemo {
  /** Rows inserted per table, for the start-up log. */
  inseridos: Record<string, number>;
}

const modulos: readonly ManifestoDoModulo[] = MODULOS;

/** Every module's `demo` step, in the manifests' order. */
export async function seedDemo(db: Database, agora = new Date()): Promise<ResultadoDemo> {
  const inseridos: Record<string, number> = {};
  for (const { demo } of modulos) {
    if (demo) Object.assign(inseridos, await (await demo())(db, agora));
  }
  return { inseridos };
}

/**
 * Every module's `demoDerivada` step, in the manifests' order: what a module's own rules compute
 * from the data set seedDemo wrote (benefits from contracts and attendance, documents from classes).
 */
export async function seedDemoDerivada(
  db: Database,
  agora: Date,
  config: AppConfig,
): Promise<Record<string, number>> {
  const inseridos: Record<string, number> = {};
  for (const { demoDerivada } of modulos) {
    if (demoDerivada) Object.assign(inseridos, await (await demoDerivada())(db, agora, config));
  }
  return inseridos;
}
