// Demo benefits (issue 13): the last three complete competências generated from the demo
// contracts and attendance, the two oldest paid on the 5th of the following month. Goes through
// the same generation and payment the API runs, so the demo shows real figures; it lives in the
// module (server/db depends on no module) and server/main.ts runs it after seedDemo. Idempotent:
// does nothing once a competência was generated.
import { count, eq, inArray } from 'drizzle-orm';
import { dataLocal } from '../../../src/shared/validation/datas';
import { competenciaDe } from '../../../src/shared/validation/beneficios';
import { gerarCompetencia } from './gerar';
import { pagar } from './operacoes';
import type { Database } from '../../db/client';
import { beneficiosCompetencias, pagamentos } from '../../db/schema';
import { somarMeses } from '../../../src/shared/validation/datas';

export async function semearDemoBeneficios(
  db: Database,
  agora: Date,
): Promise<Record<string, number>> {
  const [ja] = await db.select({ n: count() }).from(beneficiosCompetencias);
  if ((ja?.n ?? 0) > 0) return {};
  const hoje = dataLocal(agora);
  const atual = competenciaDe(hoje);
  const competencias = [3, 2, 1].map((n) => somarMeses(atual, -n));
  let pagos = 0;
  for (const [i, competencia] of competencias.entries()) {
    await gerarCompetencia(db, competencia, null, hoje);
    if (i >= 2) continue;
    const ids = (
      await db
        .select({ id: pagamentos.id })
        .from(pagamentos)
        .where(eq(pagamentos.competencia, competencia))
    ).map((p) => p.id);
    if (ids.length === 0) continue;
    await pagar(db, { ids, dataPagamento: `${somarMeses(competencia, 1)}-05` }, null, hoje);
    pagos += ids.length;
  }
  const [total] = await db
    .select({ n: count() })
    .from(pagamentos)
    .where(inArray(pagamentos.competencia, competencias));
  return { beneficios_pagamentos: total?.n ?? 0, beneficios_pagos: pagos };
}
