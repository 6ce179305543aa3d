/** @jest-environment ./test/support/api-environment.ts */
// The demo vacancies agree with the demo apprentices' situações and contracts, as the rules would
// have left them: an Em seleção apprentice has an open candidacy, an Encaminhado one exactly one
// open referral from a selected candidacy, a contract from a vacancy its approved referral, and the
// vacancies' statuses follow their candidates and contracts.
import { sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { semearDemoVagas } from '../../server/db/seed/demo-vagas';
import { vagas } from '../../server/db/schema';

forEachEngine('vagas de demonstração', (h) => {
  beforeAll(async () => {
    await seedDemo(h.db);
  }, 180_000);

  const contar = async (consulta: ReturnType<typeof sql>) =>
    linhas<{ n: number }>(await h.db.execute(consulta))[0]?.n ?? -1;

  it('há vagas em cada status, e uma segunda carga não duplica nada', async () => {
    const porStatus = linhas<{ status: string; n: number }>(
      await h.db.execute(sql`select status, count(*)::int as n from vagas group by status`),
    );
    expect(porStatus.map((s) => s.status).sort()).toEqual([
      'aberta',
      'cancelada',
      'em seleção',
      'preenchida',
    ]);
    const antes = await h.db.$count(vagas);
    expect(await semearDemoVagas(h.db, new Date())).toEqual({});
    expect(await h.db.$count(vagas)).toBe(antes);
  });

  it('todo aprendiz Em seleção tem candidatura aberta numa vaga aberta', async () => {
    expect(
      await contar(sql`select count(*)::int as n from aprendizes a
        join situacoes_aprendiz s on s.id = a.situacao_id
        where a.ativo and s.codigo = 'em-selecao' and not exists (
          select 1 from candidatos c join vagas v on v.id = c.vaga_id
          where c.aprendiz_id = a.id and c.status in ('inscrito', 'selecionado')
            and v.status in ('aberta', 'em seleção'))`),
    ).toBe(0);
  });

  it('todo Encaminhado tem exatamente um encaminhamento aberto, de candidatura selecionada; ninguém mais tem', async () => {
    expect(
      await contar(sql`select count(*)::int as n from aprendizes a
        join situacoes_aprendiz s on s.id = a.situacao_id
        where a.ativo and s.codigo = 'encaminhado' and 1 <> (
          select count(*) from encaminhamentos e join candidatos c
            on c.vaga_id = e.vaga_id and c.aprendiz_id = e.aprendiz_id and c.status = 'selecionado'
          where e.aprendiz_id = a.id and e.status in ('encaminhado', 'entrevista agendada'))`),
    ).toBe(0);
    expect(
      await contar(sql`select count(*)::int as n from encaminhamentos e
        join aprendizes a on a.id = e.aprendiz_id
        join situacoes_aprendiz s on s.id = a.situacao_id
        where e.status in ('encaminhado', 'entrevista agendada') and s.codigo <> 'encaminhado'`),
    ).toBe(0);
  });

  it('um contrato de vaga tem o encaminhamento aprovado do mesmo aprendiz e empresa; a vaga preenchida chegou à quantidade', async () => {
    expect(
      await contar(sql`select count(*)::int as n from contratos where vaga_id is not null`),
    ).toBeGreaterThan(0);
    expect(
      await contar(sql`select count(*)::int as n from contratos k
        join vagas v on v.id = k.vaga_id
        left join encaminhamentos e on e.id = k.encaminhamento_id
        where e.id is null or e.status <> 'aprovado' or e.aprendiz_id <> k.aprendiz_id
          or e.vaga_id <> v.id or v.parceiro_id <> k.parceiro_id`),
    ).toBe(0);
    expect(
      await contar(sql`select count(*)::int as n from vagas v where v.status = 'preenchida'
        and (select count(*) from contratos k where k.vaga_id = v.id) < v.quantidade`),
    ).toBe(0);
    expect(
      await contar(sql`select count(*)::int as n from vagas v where v.status = 'aberta'
        and exists (select 1 from candidatos c where c.vaga_id = v.id and c.status = 'selecionado')`),
    ).toBe(0);
  });

  it('a API lê as vagas, o funil e as sugestões da demonstração', async () => {
    const admin = await h.createUser('administrador');
    const token = await h.tokenPara(admin.id);
    const r = await h.request('GET', '/api/vagas?status=em%20sele%C3%A7%C3%A3o', { token });
    expect(r.statusCode).toBe(200);
    const lista = JSON.parse(r.body) as { data: { id: number; funil: { encaminhados: number } }[] };
    expect(lista.data[0]?.funil.encaminhados).toBeGreaterThan(0);
    const abertas = await h.request('GET', '/api/vagas?status=aberta', { token });
    const aberta = (JSON.parse(abertas.body) as { data: { id: number }[] }).data[0];
    const sug = await h.request('GET', `/api/vagas/${aberta?.id ?? 0}/sugestoes`, { token });
    expect(sug.statusCode).toBe(200);
    const stats = await h.request('GET', '/api/vagas/stats', { token });
    expect((JSON.parse(stats.body) as { abertas: number }).abertas).toBeGreaterThan(0);
  });
});
