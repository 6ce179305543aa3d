/** @jest-environment ./test/support/api-environment.ts */
// The demo attendance a new installation starts with (issue 11): past class days only, never on a
// holiday or a leave, mostly present with some absences and justified ones, someone in the alerts,
// and the organisation's holidays of the region.
import { eq, sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { feriados, frequenciaDias, frequencias } from '../../server/db/schema';
import { linhas } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { dataLocal } from '../../src/shared/validation/datas';
import { cliente } from './turmas-parceiros-fixtures';

forEachEngine('frequência de demonstração', (h) => {
  let token = '';
  const api = cliente(h, () => token);

  beforeAll(async () => {
    await seedDemo(h.db);
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  }, 180_000);

  it('dias passados de aula, a maioria presente, com faltas e justificadas; nada de novo na segunda carga', async () => {
    const hoje = dataLocal(new Date());
    const [dias] = await h.db
      .select({ n: sql<number>`count(*)::int`, ultimo: sql<string>`max(data)::text` })
      .from(frequenciaDias);
    expect(dias!.n).toBeGreaterThan(100);
    expect(dias!.ultimo < hoje).toBe(true);
    const porStatus = Object.fromEntries(
      (
        await h.db
          .select({ status: frequencias.status, n: sql<number>`count(*)::int` })
          .from(frequencias)
          .groupBy(frequencias.status)
      ).map((l) => [l.status, l.n]),
    );
    const total = Object.values(porStatus).reduce((a, b) => a + b, 0);
    expect(porStatus.presente! / total).toBeGreaterThan(0.8);
    expect(porStatus.falta).toBeGreaterThan(0);
    expect(porStatus['falta-justificada']).toBeGreaterThan(0);
    const semJustificativa = await h.db.$count(
      frequencias,
      sql`${frequencias.status} = 'falta-justificada' AND ${frequencias.justificativa} IS NULL`,
    );
    expect(semJustificativa).toBe(0);
    expect((await seedDemo(h.db)).inseridos).toEqual({});
  });

  it('ninguém marcado em dia de afastamento; há alertas; feriados municipais e um recesso', async () => {
    const emAfastamento = await h.db.execute(sql`
      SELECT count(*)::int AS n FROM frequencias f JOIN afastamentos a ON a.aprendiz_id = f.aprendiz_id
      WHERE f.data >= a.data_inicio AND (a.data_fim IS NULL OR f.data <= a.data_fim)`);
    expect(linhas<{ n: number }>(emAfastamento)[0]?.n).toBe(0);
    const alertas = await api<{ total: number; data: { motivos: string[] }[] }>(
      'GET',
      '/api/frequencia/alertas',
    );
    expect(alertas.status).toBe(200);
    expect(alertas.json.total).toBeGreaterThan(0);
    expect(alertas.json.data.some((a) => a.motivos.includes('faltas-seguidas'))).toBe(true);
    expect(await h.db.$count(feriados, eq(feriados.tipo, 'municipal'))).toBeGreaterThanOrEqual(3);
    expect(await h.db.$count(feriados, eq(feriados.tipo, 'recesso'))).toBe(1);
  });
});
