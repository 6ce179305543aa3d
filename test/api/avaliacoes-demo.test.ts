/** @jest-environment ./test/support/api-environment.ts */
// The demo evaluations and grades a new installation starts with (issue 12): three templates,
// applied evaluations in every status (some overdue, the concluded ones fully answered), grades
// of the ended bimesters within 0–10, class days with the plan's disciplines, so a demo report
// card has grades and attendance per discipline; the evaluations' part is fast and idempotent.
import { sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { avaliacoes, avaliacoesAplicadas, notas } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { semearDemoAvaliacoes } from '../../server/db/seed/demo-avaliacoes';
import { obrigatoriasSemResposta } from '../../src/shared/validation/avaliacoes';
import { dataLocal } from '../../src/shared/validation/datas';
import { cliente } from './turmas-parceiros-fixtures';

forEachEngine('avaliações e notas de demonstração', (h) => {
  let token = '';
  const api = cliente(h, () => token);

  beforeAll(async () => {
    await seedDemo(h.db);
    // The evaluations' part again, on its own: its rows out, the class days without discipline.
    await h.db.execute(sql`DELETE FROM avaliacoes_aplicadas`);
    await h.db.execute(sql`DELETE FROM avaliacoes`);
    await h.db.execute(sql`DELETE FROM notas`);
    await h.db.execute(sql`DELETE FROM notas_lancamentos`);
    await h.db.execute(sql`UPDATE frequencia_dias SET disciplina_id = NULL`);
    const inseridos = await semearDemoAvaliacoes(h.db);
    expect(inseridos.avaliacoes).toBe(3);
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  }, 180_000);

  it('três modelos, aplicadas em todos os status (algumas atrasadas), concluídas com as obrigatórias', async () => {
    expect(await h.db.$count(avaliacoes)).toBe(3);
    const aplicadas = await h.db
      .select({
        status: avaliacoesAplicadas.status,
        prazo: avaliacoesAplicadas.prazo,
        respostas: avaliacoesAplicadas.respostas,
        perguntas: avaliacoes.perguntas,
      })
      .from(avaliacoesAplicadas)
      .innerJoin(avaliacoes, sql`${avaliacoes.id} = ${avaliacoesAplicadas.avaliacaoId}`);
    const status = new Set(aplicadas.map((a) => a.status));
    expect([...status].sort()).toEqual(['concluida', 'em andamento', 'pendente']);
    const hoje = dataLocal(new Date());
    expect(aplicadas.some((a) => a.status !== 'concluida' && a.prazo < hoje)).toBe(true);
    const incompletas = aplicadas.filter(
      (a) =>
        a.status === 'concluida' && obrigatoriasSemResposta(a.perguntas, a.respostas).length > 0,
    );
    expect(incompletas).toHaveLength(0);
    const lista = await api<{ data: { contagens: { atrasadas: number; concluidas: number } }[] }>(
      'GET',
      '/api/avaliacoes',
    );
    expect(lista.json.data.some((m) => m.contagens.concluidas > 0)).toBe(true);
  });

  it('notas dos bimestres encerrados, de 0 a 10, e um boletim com notas e frequência por disciplina', async () => {
    const [n] = await h.db
      .select({
        total: sql<number>`count(*)::int`,
        fora: sql<number>`count(*) FILTER (WHERE valor < 0 OR valor > 10)::int`,
      })
      .from(notas);
    expect(n!.total).toBeGreaterThan(100);
    expect(n!.fora).toBe(0);
    // Someone graded in a class whose recent days were taken (attendance covers the last weeks).
    const [alguem] = await h.db
      .select({ aprendizId: notas.aprendizId, turmaId: notas.turmaId })
      .from(notas)
      .where(
        sql`EXISTS (SELECT 1 FROM frequencias f WHERE f.turma_id = ${notas.turmaId}
                      AND f.aprendiz_id = ${notas.aprendizId})`,
      )
      .limit(1);
    const b = await api<{
      disciplinas: { media: number | null; diasDeAula: number }[];
    }>('GET', `/api/boletins/${alguem!.aprendizId}?turmaId=${alguem!.turmaId}`);
    expect(b.status).toBe(200);
    expect(b.json.disciplinas.some((d) => d.media !== null)).toBe(true);
    expect(b.json.disciplinas.some((d) => d.diasDeAula > 0)).toBe(true);
  });

  it('os boletins da maior turma de demonstração num PDF, uma página por aprendiz, em poucos segundos', async () => {
    const [maior] = await h.db
      .select({ turmaId: notas.turmaId, n: sql<number>`count(DISTINCT ${notas.aprendizId})::int` })
      .from(notas)
      .groupBy(notas.turmaId)
      .orderBy(sql`2 DESC`)
      .limit(1);
    const resumo = await api<{ totais: { aprendizes: number } }>(
      'GET',
      `/api/turmas/${maior!.turmaId}/boletins`,
    );
    expect(resumo.status).toBe(200);
    expect(resumo.json.totais.aprendizes).toBeGreaterThanOrEqual(maior!.n);
    const pdf = await h.request('GET', `/api/turmas/${maior!.turmaId}/boletins.pdf`, { token });
    expect(pdf.statusCode).toBe(200);
    expect(Number(pdf.headers['x-total-boletins'])).toBe(resumo.json.totais.aprendizes);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a parte das avaliações não duplica nada numa segunda carga', async () => {
    expect(await semearDemoAvaliacoes(h.db)).toEqual({});
    expect((await seedDemo(h.db)).inseridos).toEqual({});
  });
});
