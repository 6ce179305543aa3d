// The demo data of partners, educators and classes: consistent with every rule the API enforces,
// with the apprentices' situações, and reproducible.
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { eq, sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import {
  aprendizes,
  educadores,
  historicoSituacoes,
  municipios,
  parceiros,
  turmas,
  unidades,
} from '../../server/db/schema';
import { gerarParceiros } from '../../server/db/seed/demo-parceiros';
import { criarSorteio } from '../../server/db/seed/demo-sorteio';
import { semearDemoTurmasParceiros } from '../../server/db/seed/demo-turmas';
import { cnpjValido } from '../../src/shared/validation/parceiro';
import { cliente, dia, novoAprendiz, referencias } from './turmas-parceiros-fixtures';

const SITUACOES = [
  'inscrito',
  'em-selecao',
  'encaminhado',
  'contratado',
  'afastado',
  'desligado',
  'concluido',
];

it('o mesmo sorteio gera as mesmas empresas', () => {
  expect(gerarParceiros(criarSorteio(7), 10)).toEqual(gerarParceiros(criarSorteio(7), 10));
});

forEachEngine('dados de demonstração de empresas, educadores e turmas', (h) => {
  let inseridos: Record<string, number> = {};
  const consulta = async <T>(texto: string) => linhas<T>(await h.db.execute(sql.raw(texto)));

  beforeAll(async () => {
    const ref = await referencias(h);
    for (let i = 0; i < 280; i += 1) {
      const situacao = SITUACOES[i % SITUACOES.length]!;
      const { id } = await novoAprendiz(h, ref, { situacao, ativo: i % 50 !== 49 });
      // The path in the situação history the demo follows: contract 60 days ago, exits earlier.
      const passos: [string, string][] =
        situacao === 'contratado' || situacao === 'afastado'
          ? [['contratado', dia(-60)]]
          : situacao === 'concluido' || situacao === 'desligado'
            ? [
                ['contratado', dia(-500)],
                [situacao, dia(-200)],
              ]
            : [];
      for (const [codigo, data] of passos) {
        await h.db.insert(historicoSituacoes).values({
          aprendizId: id,
          situacaoId: ref.situacao(codigo),
          data,
          motivo: 'Teste',
          origem: 'teste',
        });
      }
    }
    inseridos = await semearDemoTurmasParceiros(h.db);
  }, 120_000);

  it('cria 60 empresas com unidades, 40 educadores e 80 turmas em todos os status', async () => {
    expect(inseridos).toMatchObject({ parceiros: 60, educadores: 40, turmas: 80 });
    expect(inseridos.unidades).toBeGreaterThanOrEqual(60);
    expect(inseridos.unidades).toBeLessThanOrEqual(240);
    const porStatus = await consulta<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM turmas GROUP BY status ORDER BY status',
    );
    expect(porStatus).toEqual([
      { status: 'em andamento', n: 40 },
      { status: 'encerrada', n: 24 },
      { status: 'planejada', n: 16 },
    ]);
    expect(await semearDemoTurmasParceiros(h.db)).toEqual({});
  });

  it('CNPJs válidos e únicos, municípios reais do IBGE', async () => {
    const empresas = await h.db
      .select({ cnpj: parceiros.cnpj, municipioId: parceiros.municipioId })
      .from(parceiros);
    const filiais = await h.db
      .select({ cnpj: unidades.cnpj, municipioId: unidades.municipioId })
      .from(unidades);
    for (const { cnpj } of [...empresas, ...filiais]) {
      expect({ cnpj, valido: cnpjValido(cnpj ?? '') && isValidCnpj(cnpj ?? '') }).toEqual({
        cnpj,
        valido: true,
      });
    }
    expect(new Set(empresas.map((e) => e.cnpj)).size).toBe(60);
    const ids = [...new Set([...empresas, ...filiais].map((e) => e.municipioId ?? 0))];
    const conhecidos = await h.db.select({ id: municipios.id }).from(municipios);
    const ibge = new Set(conhecidos.map((m) => m.id));
    expect(ids.filter((id) => !ibge.has(id))).toEqual([]);
  });

  it('nenhuma turma passa da capacidade; turmas abertas têm educador ativo', async () => {
    const lotadas = await consulta<{ id: number }>(`
      SELECT t.id FROM turmas t
      WHERE t.capacidade < (SELECT count(*) FROM alocacoes a WHERE a.turma_id = t.id AND a.data_fim IS NULL)`);
    expect(lotadas).toEqual([]);
    const educadorInativo = await consulta<{ id: number }>(`
      SELECT t.id FROM turmas t JOIN educadores e ON e.id = t.educador_id
      WHERE t.status <> 'encerrada' AND t.ativo AND NOT e.ativo`);
    expect(educadorInativo).toEqual([]);
    const [educador] = await h.db.select({ n: sql<number>`count(*)::int` }).from(educadores);
    expect(educador?.n).toBe(40);
  });

  it('alocações e lotações seguem a situação do aprendiz e o período da turma', async () => {
    const resumo = await consulta<{
      situacao: string;
      ativo: boolean;
      aloc: number;
      lot: number;
      fechadas: number;
    }>(`
      SELECT s.codigo AS situacao, a.ativo,
        (SELECT count(*)::int FROM alocacoes x JOIN turmas t ON t.id = x.turma_id
          WHERE x.aprendiz_id = a.id AND x.data_fim IS NULL
            AND t.status = CASE WHEN s.codigo = 'encaminhado' THEN 'planejada' ELSE 'em andamento' END) AS aloc,
        (SELECT count(*)::int FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
          JOIN parceiros p ON p.id = u.parceiro_id
          WHERE l.aprendiz_id = a.id AND l.data_fim IS NULL AND u.ativo AND p.ativo) AS lot,
        (SELECT count(*)::int FROM alocacoes x WHERE x.aprendiz_id = a.id AND x.data_fim IS NOT NULL) AS fechadas
      FROM aprendizes a JOIN situacoes_aprendiz s ON s.id = a.situacao_id`);
    for (const r of resumo) {
      const esperado =
        r.situacao === 'contratado' || r.situacao === 'afastado'
          ? { aloc: r.ativo ? 1 : 0, lot: r.ativo ? 1 : 0, fechadas: 0 }
          : r.situacao === 'encaminhado'
            ? { aloc: r.ativo ? 1 : 0, lot: 0, fechadas: 0 }
            : r.situacao === 'concluido' || r.situacao === 'desligado'
              ? { aloc: 0, lot: 0, fechadas: 1 }
              : { aloc: 0, lot: 0, fechadas: 0 };
      expect({ situacao: r.situacao, aloc: r.aloc, lot: r.lot, fechadas: r.fechadas }).toEqual({
        situacao: r.situacao,
        ...esperado,
      });
    }
    const foraDoPeriodo = await consulta<{ id: number }>(`
      SELECT x.id FROM alocacoes x JOIN turmas t ON t.id = x.turma_id JOIN aprendizes a ON a.id = x.aprendiz_id
      WHERE x.data_inicio < t.data_inicio OR x.data_inicio > t.data_fim OR x.data_fim > t.data_fim
         OR x.data_inicio < a.data_cadastro OR x.data_fim < x.data_inicio`);
    expect(foraDoPeriodo).toEqual([]);
    const antesDoContrato = await consulta<{ id: number }>(`
      SELECT x.id FROM alocacoes x
      WHERE x.data_inicio < (SELECT max(h.data) FROM aprendiz_situacoes h
        JOIN situacoes_aprendiz s ON s.id = h.situacao_id
        WHERE h.aprendiz_id = x.aprendiz_id AND s.codigo = 'contratado')`);
    expect(antesDoContrato).toEqual([]);
    const [saidas] = await consulta<{ iguais: number; total: number }>(`
      SELECT count(*)::int AS total, count(*) FILTER (WHERE x.data_fim = (
        SELECT max(h.data) FROM aprendiz_situacoes h JOIN situacoes_aprendiz s ON s.id = h.situacao_id
        WHERE h.aprendiz_id = x.aprendiz_id AND s.codigo IN ('concluido', 'desligado')))::int AS iguais
      FROM alocacoes x WHERE x.data_fim IS NOT NULL`);
    expect(saidas!.total).toBeGreaterThan(50);
    expect(saidas!.iguais).toBeGreaterThan(saidas!.total / 2);
    const futuras = await consulta<{ id: number }>(
      `SELECT id FROM alocacoes WHERE data_fim > '${dia(0)}'`,
    );
    expect(futuras).toEqual([]);
  });

  it('as cotas ficam abaixo, dentro e acima, e a API mostra os números', async () => {
    const admin = await h.createUser('administrador');
    const token = await h.tokenPara(admin.id);
    const api = cliente(h, () => token);
    const stats = await api<{
      total: number;
      situacaoCota: Record<string, number>;
      aprendizesAlocados: number;
    }>('GET', '/api/parceiros/stats');
    expect(stats.status).toBe(200);
    expect(stats.json.total).toBe(57);
    expect(stats.json.situacaoCota.abaixo).toBeGreaterThan(0);
    expect(stats.json.situacaoCota.dentro).toBeGreaterThan(0);
    expect(stats.json.situacaoCota.acima).toBeGreaterThan(0);
    expect(stats.json.aprendizesAlocados).toBeGreaterThan(50);
    const turmasStats = await api<{ ocupacao: number; lotadas: number }>(
      'GET',
      '/api/turmas/stats',
    );
    expect(turmasStats.json.ocupacao).toBeGreaterThan(50);
    const [uma] = await h.db
      .select({ id: turmas.id })
      .from(turmas)
      .where(eq(turmas.status, 'em andamento'))
      .limit(1);
    const membros = await api<{ total: number }>('GET', `/api/turmas/${uma!.id}/aprendizes`);
    expect(membros.json.total).toBeGreaterThan(0);
    const [primeiro] = await h.db.select({ id: aprendizes.id }).from(aprendizes).limit(1);
    expect((await api('GET', `/api/alocacoes/aprendiz/${primeiro!.id}`)).status).toBe(200);
  });
});
