/** @jest-environment ./test/support/api-environment.ts */
// The demo benefits: the last three complete competências generated from the demo contracts and
// attendance (every contract with a bolsa that ran in the month has its payment and vouchers), the
// two oldest paid, the latest pending; fast enough for the whole demo's 30 s budget.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  beneficiosCompetencias,
  pagamentos,
  valesAlimentacao,
  valesTransporte,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { semearDemoBeneficios } from '../../server/modules/beneficios';
import { contratosDoMes } from '../../server/modules/beneficios/calculo';
import { competenciaDe } from '../../src/shared/validation/beneficios';
import { dataLocal } from '../../src/shared/validation/datas';
import { somarMeses } from '../../src/shared/validation/datas';

forEachEngine('benefícios de demonstração', (h) => {
  const atual = competenciaDe(dataLocal(new Date()));
  const [c1, c2, c3] = [3, 2, 1].map((n) => somarMeses(atual, -n)) as [string, string, string];
  beforeAll(async () => {
    // Everything the benefits are computed from, then the benefits alone.
    await h.db.delete(beneficiosCompetencias);
    const agora = new Date();
    await seedDemo(h.db, agora);
    await h.db.delete(valesTransporte);
    await h.db.delete(valesAlimentacao);
    await h.db.delete(pagamentos);
    await h.db.delete(beneficiosCompetencias);
    await semearDemoBeneficios(h.db, agora);
  }, 180_000);

  it('as três últimas competências geradas, sem duplicar numa segunda carga', async () => {
    // Its time (about 3 s idle, docs/API-BENEFICIOS.md) is not asserted here: timings belong to
    // npm run bench and npm start's phases, not to a test on shared cores.
    const geradas = await h.db.select().from(beneficiosCompetencias);
    expect(geradas.map((g) => g.competencia).sort()).toEqual([c1, c2, c3]);
    const antes = await h.db.$count(pagamentos);
    expect(await semearDemoBeneficios(h.db, new Date())).toEqual({});
    expect(await h.db.$count(pagamentos)).toBe(antes);
  });

  it('um pagamento e dois vales por contrato com bolsa que correu no mês', async () => {
    for (const c of [c1, c2, c3]) {
      const comBolsa = (await contratosDoMes(h.db, c)).filter((x) => x.bolsaCentavos !== null);
      expect(comBolsa.length).toBeGreaterThan(0);
      expect(await h.db.$count(pagamentos, eq(pagamentos.competencia, c))).toBe(comBolsa.length);
      expect(await h.db.$count(valesTransporte, eq(valesTransporte.competencia, c))).toBe(
        comBolsa.length,
      );
      expect(await h.db.$count(valesAlimentacao, eq(valesAlimentacao.competencia, c))).toBe(
        comBolsa.length,
      );
    }
  });

  it('as duas mais antigas pagas no dia 5 do mês seguinte, a última pendente', async () => {
    expect(
      await h.db.$count(
        pagamentos,
        and(inArray(pagamentos.competencia, [c1, c2]), ne(pagamentos.status, 'pago')),
      ),
    ).toBe(0);
    const [pago] = await h.db.select().from(pagamentos).where(eq(pagamentos.competencia, c1));
    expect(pago?.dataPagamento).toBe(`${somarMeses(c1, 1)}-05`);
    expect(
      await h.db.$count(
        pagamentos,
        and(eq(pagamentos.competencia, c3), eq(pagamentos.status, 'pago')),
      ),
    ).toBe(0);
  });
});
