/** @jest-environment ./test/support/api-environment.ts */
// "Chamadas de hoje": the classes whose attendance for a day is due and not taken — class days
// only (period, theory weekday, no holiday), gone once saved, and an educator sees only theirs.
import { eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { alocacoes, educadores, turmas, usuarios } from '../../server/db/schema';
import { cliente, novoAprendiz, referencias, type Referencias } from './turmas-parceiros-fixtures';

interface Pendentes {
  data: { id: number; codigo: string; educador: { id: number } | null }[];
  total: number;
}

let seq = 0;

forEachEngine('turmas sem chamada', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  /** A running class on Mondays and Wednesdays of 2026 with one apprentice. */
  async function turma(extra: Partial<typeof turmas.$inferInsert> = {}) {
    seq += 1;
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `PEND-${Date.now().toString(36)}-${seq}`,
        nome: 'Chamada pendente',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: '2026-02-02',
        dataFim: '2026-12-16',
        capacidade: 30,
        status: 'em andamento',
        ...extra,
      })
      .returning({ id: turmas.id });
    const pessoa = await novoAprendiz(h, ref);
    await h.db
      .insert(alocacoes)
      .values({ aprendizId: pessoa.id, turmaId: t!.id, dataInicio: '2026-02-02' });
    return { id: t!.id, pessoa };
  }

  const ids = async (data: string, tk = token) => {
    const r = await api<Pendentes>('GET', `/api/frequencia/pendentes?data=${data}`, undefined, tk);
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(r.json.data.length);
    return r.json.data.map((t) => t.id);
  };

  it('só em dia de aula da turma, e some quando a chamada é salva', async () => {
    const t = await turma();
    const planejada = await turma({ status: 'planejada' });
    expect(await ids('2026-03-02')).toContain(t.id); // a Monday
    expect(await ids('2026-03-03')).not.toContain(t.id); // a Tuesday: no theory class
    expect(await ids('2026-09-07')).not.toContain(t.id); // Independência, a Monday
    expect(await ids('2027-03-01')).not.toContain(t.id); // after the class's end
    expect(await ids('2026-03-02')).not.toContain(planejada.id);

    const salvo = await api('PUT', '/api/frequencia', {
      turmaId: t.id,
      data: '2026-03-02',
      registros: [{ aprendizId: t.pessoa.id, status: 'presente' }],
    });
    expect(salvo.status).toBe(200);
    expect(await ids('2026-03-02')).not.toContain(t.id);
    expect(await ids('2026-03-04')).toContain(t.id);
  });

  it('um educador vê só as turmas que conduz; sem vínculo, nenhuma', async () => {
    const [educ] = await h.db
      .insert(educadores)
      .values({ nome: 'Educador Pendências' })
      .returning({ id: educadores.id });
    const sua = await turma({ educadorId: educ!.id });
    const outra = await turma();
    const usuario = await h.createUser('educador');
    const tokenEducador = await h.tokenPara(usuario.id);
    expect(await ids('2026-03-02', tokenEducador)).toEqual([]);
    await h.db.update(usuarios).set({ educadorId: educ!.id }).where(eq(usuarios.id, usuario.id));
    const dele = await ids('2026-03-02', tokenEducador);
    expect(dele).toContain(sua.id);
    expect(dele).not.toContain(outra.id);
    expect(await ids('2026-03-02')).toEqual(expect.arrayContaining([sua.id, outra.id]));
  });

  it('data inválida: 400 no campo data', async () => {
    const r = await api<{ errors: Record<string, string> }>(
      'GET',
      '/api/frequencia/pendentes?data=2026-02-30',
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.json.errors)).toEqual(['data']);
  });
});
