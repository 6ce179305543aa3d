/** @jest-environment ./test/support/api-environment.ts */
// The demo curriculum: a plan per course whose curriculum adds up to the course's hours, every
// demo class following its course's plan, and a second run that adds nothing.
import { sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { conferirCurriculoDemo, semearDemoCurriculo } from '../../server/db/seed/demo-curriculo';
import { semearDemoTurmasParceiros } from '../../server/db/seed/demo-turmas';
import { dataLocal } from '../../src/shared/validation/datas';

it('as horas das disciplinas de cada curso somam a carga horária do curso', () => {
  expect(() => {
    conferirCurriculoDemo();
  }).not.toThrow();
});

forEachEngine('currículo de demonstração', (h) => {
  let inseridos: Record<string, number> = {};
  const consulta = async <T>(texto: string) => linhas<T>(await h.db.execute(sql.raw(texto)));

  beforeAll(async () => {
    await semearDemoTurmasParceiros(h.db);
    inseridos = await semearDemoCurriculo(h.db, dataLocal(new Date()));
  }, 120_000);

  it('cria módulos, disciplinas e um plano por curso, e não repete nada na segunda vez', async () => {
    expect(inseridos).toMatchObject({ modulos: 12, planos: 10 });
    expect(await semearDemoCurriculo(h.db, dataLocal(new Date()))).toEqual({});
  });

  it('o currículo de cada plano soma a carga horária total do seu curso', async () => {
    const planos = await consulta<{ plano: string; soma: number; total: number }>(`
      SELECT p.nome AS plano, sum(i.carga_horaria)::int AS soma, c.carga_horaria_total AS total
      FROM planos p JOIN cursos c ON c.id = p.curso_id
      JOIN curriculo_itens i ON i.plano_id = p.id
      GROUP BY p.nome, c.carga_horaria_total`);
    expect(planos).toHaveLength(10);
    for (const p of planos) expect(p).toEqual({ plano: p.plano, soma: p.total, total: p.total });
  });

  it('toda turma de demonstração segue o plano do seu curso, em vigor no seu início', async () => {
    const [resumo] = await consulta<{ turmas: number; sem: number; erradas: number }>(`
      SELECT count(*)::int AS turmas,
             count(*) FILTER (WHERE t.plano_id IS NULL)::int AS sem,
             count(*) FILTER (WHERE p.curso_id <> t.curso_id OR t.data_inicio < p.vigencia_inicio)::int
               AS erradas
      FROM turmas t LEFT JOIN planos p ON p.id = t.plano_id`);
    expect(resumo).toEqual({ turmas: 80, sem: 0, erradas: 0 });
  });
});
