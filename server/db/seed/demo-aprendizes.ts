// The apprentices of the demo data set (SEED_DEMO): 2,000 people generated from real reference
// data, always the same for the same seed and day. The first demo step: everything else places,
// allocates and contracts them (server/modules/aprendizes/manifesto.ts).
import { count } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import type { Database } from '../client';
import { aprendizes } from '../schema';
import { gerarAprendizes } from './demo/aprendizes';
import { carregarReferencias, inserirAprendizes } from './demo/inserir';

/** 2,000 apprentices, always the same people for the same seed and day. */
const APRENDIZES_DEMO = 2000;
const SEMENTE_DEMO = 20_240_601;

export async function semearDemoAprendizes(
  db: Database,
  agora: Date,
): Promise<Record<string, number>> {
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
