// Demo data set (SEED_DEMO=1; on by default for a new embedded database, off with DATABASE_URL).
//
// Each issue that builds a domain adds its realistic demo rows here, built from real reference data
// (@brazilian-utils municipalities, CPF/CNPJ check digits) and never from invented cities or
// documents. It must stay idempotent: main.ts may call it on a database that already has it.
import { count } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { Database } from '../client';
import { aprendizes } from '../schema';
import { gerarAprendizes } from './demo/aprendizes';
import { carregarReferencias, inserirAprendizes } from './demo/inserir';
import { semearDemoAvaliacoes } from './demo-avaliacoes';
import { semearDemoContratos } from './demo-contratos';
import { semearDemoCurriculo } from './demo-curriculo';
import { semearDemoFrequencia } from './demo-frequencia';
import { semearDemoTurmasParceiros } from './demo-turmas';
import { semearDemoVagas } from './demo-vagas';

export interface ResultadoDemo {
  /** Rows inserted per table, for the start-up log. */
  inseridos: Record<string, number>;
}

/** 2,000 apprentices, always the same people for the same seed and day. */
export const APRENDIZES_DEMO = 2000;
export const SEMENTE_DEMO = 20_240_601;

async function aprendizesDemo(db: Database, agora: Date): Promise<Record<string, number>> {
  const nada: Record<string, number> = {};
  return db.transaction(async (tx) => {
    const [existentes] = await tx.select({ n: count() }).from(aprendizes);
    if ((existentes?.n ?? 0) > 0) return nada;
    const referencias = await carregarReferencias(tx);
    const gerados = gerarAprendizes({
      quantidade: APRENDIZES_DEMO,
      semente: SEMENTE_DEMO,
      hoje: dataLocal(agora),
      referencias,
    });
    const total = await inserirAprendizes(tx, gerados, referencias, true, agora);
    return {
      aprendizes: total.aprendizes,
      aprendiz_situacoes: total.historico,
      afastamentos: total.afastamentos,
      aprendiz_contatos: total.contatos,
    };
  });
}

export async function seedDemo(db: Database, agora = new Date()): Promise<ResultadoDemo> {
  const inseridos = {
    ...(await aprendizesDemo(db, agora)),
    // Partners, educators and classes come after the apprentices they place and allocate.
    ...(await semearDemoTurmasParceiros(db, agora)),
    // The plans the demo classes follow come after the classes.
    ...(await semearDemoCurriculo(db, dataLocal(agora))),
    // Contracts follow the situação history, placements and classes written above.
    ...(await semearDemoContratos(db, agora)),
    // Vacancies, candidates and referrals follow the situações and contracts above.
    ...(await semearDemoVagas(db, agora)),
    // Attendance of the classes' past days, once they have their apprentices.
    ...(await semearDemoFrequencia(db, agora)),
    // Evaluations and grades of the classes above; their class days take the plan's disciplines.
    ...(await semearDemoAvaliacoes(db, agora)),
  };
  return { inseridos };
}
