/** @jest-environment ./test/support/api-environment.ts */
// LGPD (issue 17, docs/LGPD.md) on the demo data: the data subject's report covers every table
// that has an aprendiz_id (the database's own catalogue says which), the PDF reads, the access is
// logged, only lgpd:titular may ask; anonymising a demo apprentice leaves neither their name nor
// their CPF anywhere in a dump of the whole database while the statistics stay the same; the
// refusals (running contract, wrong confirmation) and the second call; retention and its bulk run.
// The harness first: it registers the mocks PGlite needs before anything loads it.
import { forEachEngine, ADMIN_EMAIL, ADMIN_SENHA, type Harness } from '../support/api-harness';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { linhas, type Database } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { semearDemoBeneficios } from '../../server/modules/beneficios';
import { semearDemoDocumentos } from '../../server/modules/documentos';
import { cpfAnonimo, nomeAnonimo, TABELAS_DO_TITULAR } from '../../server/modules/lgpd';
import { formatarCpf, cpfValido } from '../../src/shared/validation/documentos';
import { corpoValido, novoCpf } from './aprendiz-fixtures';

const consultar = async <T>(db: Database, consulta: ReturnType<typeof sql>) =>
  linhas<T>(await db.execute(consulta));

/** Every row of every table of the database as text (what a dump holds), lower case. */
async function despejoSql(db: Database): Promise<string> {
  const tabelas = await consultar<{ nome: string }>(
    db,
    sql`SELECT table_name AS nome FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const partes: string[] = [];
  for (const { nome } of tabelas) {
    const rows = await consultar<{ t: string }>(
      db,
      sql`SELECT t::text AS t FROM ${sql.identifier(nome)} t`,
    );
    partes.push(`-- ${nome}\n${rows.map((r) => r.t).join('\n')}`);
  }
  return partes.join('\n').toLowerCase();
}

/** On PostgreSQL, pg_dump of the test's own database too (data only, every table). */
async function despejoPgDump(h: Harness): Promise<string | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (h.engine !== 'postgres' || !base) return null;
  const [banco] = await consultar<{ nome: string }>(h.db, sql`SELECT current_database() AS nome`);
  const url = new URL(base);
  url.pathname = `/${banco?.nome ?? ''}`;
  return execFileSync('pg_dump', ['--data-only', '--no-owner', url.toString()], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
  }).toLowerCase();
}

interface Relatorio {
  aprendiz: { id: number; nome: string; cpf: string };
  auditoria: { acao: string; entidade: string }[];
  acessos: { usuario: string; acao: string }[];
  [secao: string]: unknown;
}

forEachEngine('LGPD: titular, anonimização e retenção', (h) => {
  let token: string;
  let adminId: number;

  beforeAll(async () => {
    await seedDemo(h.db);
    // Benefits are computed from the demo's contracts and attendance, as the server's start does.
    await semearDemoBeneficios(h.db, new Date());
    await semearDemoDocumentos(h.db, new Date());
    token = await h.entrar(ADMIN_EMAIL, ADMIN_SENHA);
    const [admin] = await consultar<{ id: number }>(
      h.db,
      sql`SELECT id FROM usuarios WHERE lower(email) = ${ADMIN_EMAIL}`,
    );
    adminId = admin!.id;
  }, 300_000);

  const titular = async (id: number, formato = 'json') =>
    h.request('GET', `/api/aprendiz/${id}/titular?formato=${formato}`, { token });

  it('cada tabela com aprendiz_id está no relatório (o catálogo do banco é a lista)', async () => {
    const noBanco = await consultar<{ tabela: string }>(
      h.db,
      sql`SELECT DISTINCT table_name AS tabela FROM information_schema.columns
           WHERE table_schema = 'public' AND column_name = 'aprendiz_id' ORDER BY 1`,
    );
    // A new table with aprendiz_id fails here until the report (and the anonymisation) cover it.
    expect(noBanco.map((t) => t.tabela).sort()).toEqual(Object.keys(TABELAS_DO_TITULAR).sort());
  });

  it('o JSON traz as linhas de cada tabela da pessoa, e a leitura fica no registro de acessos', async () => {
    for (const [tabela, secao] of Object.entries(TABELAS_DO_TITULAR)) {
      const [alguem] = await consultar<{ id: number; linhas: number }>(
        h.db,
        sql`SELECT aprendiz_id AS id, count(*)::int AS linhas FROM ${sql.identifier(tabela)}
             GROUP BY aprendiz_id ORDER BY count(*) DESC, aprendiz_id LIMIT 1`,
      );
      // The demo fills every table: a table without rows would test nothing.
      expect({ tabela, temLinhas: alguem !== undefined }).toEqual({ tabela, temLinhas: true });
      const resposta = await titular(alguem!.id);
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-disposition']).toBe(
        `attachment; filename="relatorio-titular-${alguem!.id}.json"`,
      );
      const r = resposta.json<Relatorio>();
      expect(r.aprendiz.id).toBe(alguem!.id);
      expect({ tabela, linhas: (r[secao] as unknown[]).length }).toEqual({
        tabela,
        linhas: alguem!.linhas,
      });
    }
    const [acesso] = await consultar<{ usuario_id: number; acao: string }>(
      h.db,
      sql`SELECT usuario_id, acao FROM acessos WHERE entidade = 'aprendiz'
           ORDER BY id DESC LIMIT 1`,
    );
    expect(acesso).toEqual({ usuario_id: adminId, acao: 'exportar' });
  });

  it('a trilha e os acessos estão no relatório; o PDF se lê com o nome da pessoa', async () => {
    const [alguem] = await consultar<{ id: number; nome: string; cpf: string }>(
      h.db,
      sql`SELECT a.id, a.nome, a.cpf FROM aprendizes a
           WHERE EXISTS (SELECT 1 FROM contratos c WHERE c.aprendiz_id = a.id)
           ORDER BY a.id LIMIT 1`,
    );
    await h.request('GET', `/api/aprendiz/${alguem!.id}`, { token });
    // Two changes through the API, so the trail has rows about the record.
    await h.request('DELETE', `/api/aprendiz/${alguem!.id}`, { token });
    await h.request('POST', `/api/aprendiz/${alguem!.id}/reativar`, { token });
    const r = (await titular(alguem!.id)).json<Relatorio>();
    expect(r.aprendiz.cpf).toBe(alguem!.cpf);
    expect(r.acessos.some((a) => a.acao === 'visualizar')).toBe(true);
    expect(r.auditoria.map((a) => `${a.entidade} ${a.acao}`)).toEqual(
      expect.arrayContaining(['aprendiz inativar', 'aprendiz reativar']),
    );

    const pdf = await titular(alguem!.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const arquivo = join(mkdtempSync(join(tmpdir(), 'titular-')), 't.pdf');
    writeFileSync(arquivo, pdf.rawPayload);
    const texto = execFileSync('pdftotext', [arquivo, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Relatório do titular');
    expect(texto).toContain(alguem!.nome);
    expect(texto).toContain(formatarCpf(alguem!.cpf));
    expect(texto).toContain('Contratos, prorrogações e rescisões');
  });

  it('sem lgpd:titular: 403 no relatório e na anonimização (coordenação também não tem)', async () => {
    const coordenacao = await h.createUser('coordenacao');
    const outro = await h.tokenPara(coordenacao.id);
    const r1 = await h.request('GET', '/api/aprendiz/1/titular', { token: outro });
    const r2 = await h.request('POST', '/api/aprendiz/1/anonimizar', {
      token: outro,
      body: { confirmacaoNome: 'x' },
    });
    expect([r1.statusCode, r2.statusCode]).toEqual([403, 403]);
    expect((await h.request('GET', '/api/aprendiz/999999/titular', { token })).statusCode).toBe(
      404,
    );
  });

  it('com contrato em curso: 409 dizendo por quê', async () => {
    const [vigente] = await consultar<{ id: number; nome: string; numero: string }>(
      h.db,
      sql`SELECT a.id, a.nome, c.numero FROM contratos c JOIN aprendizes a ON a.id = c.aprendiz_id
           WHERE c.status IN ('vigente', 'prorrogado') ORDER BY c.id LIMIT 1`,
    );
    const r = await h.request('POST', `/api/aprendiz/${vigente!.id}/anonimizar`, {
      token,
      body: { confirmacaoNome: vigente!.nome },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json<{ detail: string }>().detail).toContain(
      `Não é possível anonimizar: o contrato ${vigente!.numero} está em curso`,
    );
  });

  it('anonimiza: nem o nome nem o CPF sobram no banco, e as estatísticas não mudam', async () => {
    // The demo apprentice with rows in the most tables, no running contract, and a name no one
    // else has (a namesake would still be in the dump, rightly).
    const uniao = Object.keys(TABELAS_DO_TITULAR).map(
      (t) => sql`SELECT DISTINCT aprendiz_id, ${t}::text AS tabela FROM ${sql.identifier(t)}`,
    );
    const [pessoa] = await consultar<{
      id: number;
      nome: string;
      cpf: string;
      responsavel_nome: string | null;
    }>(
      h.db,
      sql`WITH presenca AS (${sql.join(uniao, sql` UNION ALL `)})
          SELECT a.id, a.nome, a.cpf, a.responsavel_nome FROM aprendizes a
            JOIN presenca p ON p.aprendiz_id = a.id
           WHERE NOT EXISTS (SELECT 1 FROM contratos c WHERE c.aprendiz_id = a.id
                              AND c.status IN ('vigente', 'prorrogado'))
             AND (SELECT count(*) FROM aprendizes o
                   WHERE lower(o.nome) = lower(a.nome) OR lower(o.responsavel_nome) = lower(a.nome)) = 1
           GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
    );
    const p = pessoa!;
    const contagem = sql`SELECT situacao_id, ativo, total FROM aprendizes_contagem ORDER BY 1, 2`;
    const figuras = sql`SELECT
        (SELECT json_agg(f ORDER BY f.aprendiz_id) FROM frequencia_indicadores f) AS indicadores,
        (SELECT json_agg(json_build_object('s', status, 'n', n) ORDER BY status)
           FROM (SELECT status, count(*) AS n FROM frequencias GROUP BY status) x) AS frequencias,
        (SELECT count(*)::int FROM contratos) AS contratos,
        (SELECT sum(valor_liquido_centavos)::bigint::text FROM beneficios_pagamentos) AS pago,
        (SELECT avg(valor)::float8 FROM notas) AS media`;
    const antes = {
      contagem: await consultar(h.db, contagem),
      figuras: await consultar(h.db, figuras),
      stats: (await h.request('GET', '/api/aprendiz/stats', { token })).json<{
        porSituacao: unknown;
      }>().porSituacao,
    };
    const dumpAntes = await despejoSql(h.db);
    expect(dumpAntes).toContain(p.nome.toLowerCase());
    expect(dumpAntes).toContain(p.cpf);

    const errada = await h.request('POST', `/api/aprendiz/${p.id}/anonimizar`, {
      token,
      body: { confirmacaoNome: `${p.nome} Júnior` },
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json<{ errors: Record<string, string> }>().errors).toEqual({
      confirmacaoNome: 'Digite o nome do aprendiz exatamente como está no cadastro',
    });

    // Case and extra spaces do not matter: what a person types.
    const feita = await h.request('POST', `/api/aprendiz/${p.id}/anonimizar`, {
      token,
      body: { confirmacaoNome: `  ${p.nome.toUpperCase()} ` },
    });
    expect(feita.statusCode).toBe(200);
    expect(feita.json()).toMatchObject({ id: p.id, jaEstava: false });

    const depois = {
      contagem: await consultar(h.db, contagem),
      figuras: await consultar(h.db, figuras),
      stats: (await h.request('GET', '/api/aprendiz/stats', { token })).json<{
        porSituacao: unknown;
      }>().porSituacao,
    };
    expect(depois).toEqual(antes);

    const procurados = [p.nome.toLowerCase(), p.cpf, formatarCpf(p.cpf)];
    const dumps = [await despejoSql(h.db), await despejoPgDump(h)].filter(
      (d): d is string => d !== null,
    );
    for (const dump of dumps) {
      for (const termo of procurados) {
        const onde = dump.indexOf(termo);
        // On failure, the line that still holds it.
        expect(onde === -1 ? null : dump.slice(Math.max(0, onde - 200), onde + 100)).toBeNull();
      }
    }

    const registro = (await h.request('GET', `/api/aprendiz/${p.id}`, { token })).json<{
      nome: string;
      cpf: string;
      dataNascimento: string;
      anonimizadoEm: string | null;
      contatos: unknown[];
      responsavel: unknown;
      endereco: { municipioId: number | null; logradouro: string | null };
    }>();
    expect(registro.nome).toBe(nomeAnonimo(p.id));
    expect(registro.dataNascimento).toMatch(/^\d{4}-01-01$/);
    expect(registro.anonimizadoEm).not.toBeNull();
    expect(registro.contatos).toEqual([]);
    expect(registro.responsavel).toBeNull();
    expect(registro.endereco.logradouro).toBeNull();
    expect(cpfValido(cpfAnonimo(p.id))).toBe(false);

    const [trilha] = await consultar<{ acao: string; campos: unknown }>(
      h.db,
      sql`SELECT acao, campos FROM auditoria WHERE entidade = 'aprendiz'
           AND entidade_id = ${String(p.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(trilha!.acao).toBe('anonimizar');
    expect(Object.keys(trilha!.campos as object)).toEqual(['anonimizadoEm']);

    const denovo = await h.request('POST', `/api/aprendiz/${p.id}/anonimizar`, {
      token,
      body: { confirmacaoNome: p.nome },
    });
    expect(denovo.statusCode).toBe(200);
    expect(denovo.json<{ jaEstava: boolean; mensagem: string }>()).toMatchObject({
      jaEstava: true,
      mensagem: expect.stringMatching(
        /^Este cadastro já foi anonimizado em \d{2}\/\d{2}\/\d{4}\.$/,
      ),
    });
  }, 120_000);

  it('a trilha de auditoria perde os valores pessoais: cadastro, alteração e contatos pela API', async () => {
    const cpf = novoCpf();
    const [email] = await consultar<{ id: number }>(
      h.db,
      sql`SELECT id FROM tipos_contato WHERE formato = 'email' ORDER BY id LIMIT 1`,
    );
    const criado = await h.request('POST', '/api/aprendiz', {
      token,
      body: corpoValido({
        nome: 'Quitéria Zulmira Anonimizável',
        cpf,
        observacoes: 'Mora com a avó Xandoca Pirapora',
        contatos: [{ tipoContatoId: email!.id, valor: 'quiteria.zulmira@example.com' }],
      }),
    });
    expect(criado.statusCode === 201 ? 201 : criado.body).toBe(201);
    const { id, versao } = criado.json<{ id: number; versao: number }>();
    const alterado = await h.request('PUT', `/api/aprendiz/${id}`, {
      token,
      body: { ...corpoValido({ nome: 'Quitéria Zulmira Renomeada', cpf }), versao },
    });
    expect(alterado.statusCode).toBe(200);
    expect(
      (
        await h.request('POST', `/api/aprendiz/${id}/anonimizar`, {
          token,
          body: { confirmacaoNome: 'Quitéria Zulmira Renomeada' },
        })
      ).statusCode,
    ).toBe(200);
    const dump = await despejoSql(h.db);
    for (const termo of ['zulmira', cpf, formatarCpf(cpf), 'xandoca']) {
      const onde = dump.indexOf(termo);
      expect(onde === -1 ? null : dump.slice(Math.max(0, onde - 200), onde + 100)).toBeNull();
    }
  });

  it('retenção: a configuração, a lista de vencidos e a anonimização em lote com relatório sem nomes', async () => {
    const atual = (await h.request('GET', '/api/lgpd/retencao', { token })).json<{
      anosRetencao: number;
      versao: number;
    }>();
    expect(atual.anosRetencao).toBe(5);
    const invalida = await h.request('PUT', '/api/lgpd/retencao', {
      token,
      body: { anosRetencao: 0, versao: atual.versao },
    });
    expect(invalida.statusCode).toBe(400);

    // The demo's oldest ended contract decides a retention that makes a handful due.
    const [maisAntigo] = await consultar<{ anos: number }>(
      h.db,
      sql`SELECT (extract(year FROM age(now(), max_fim)))::int AS anos FROM (
            SELECT c.aprendiz_id, max(coalesce(r.data, c.data_termino)) AS max_fim
              FROM contratos c LEFT JOIN rescisoes r ON r.contrato_id = c.id
             GROUP BY c.aprendiz_id
            HAVING bool_and(c.status NOT IN ('vigente', 'prorrogado'))) x
           ORDER BY max_fim LIMIT 1`,
    );
    const anos = Math.max(1, maisAntigo!.anos);
    const alterada = await h.request('PUT', '/api/lgpd/retencao', {
      token,
      body: { anosRetencao: anos, versao: atual.versao },
    });
    expect(alterada.statusCode).toBe(200);
    const velha = await h.request('PUT', '/api/lgpd/retencao', {
      token,
      body: { anosRetencao: anos, versao: atual.versao },
    });
    expect(velha.statusCode).toBe(409);

    const lista = (await h.request('GET', '/api/lgpd/vencidos?pageSize=100', { token })).json<{
      total: number;
      anosRetencao: number;
      data: { id: number; nome: string; base: string }[];
    }>();
    expect(lista.anosRetencao).toBe(anos);
    expect(lista.total).toBeGreaterThan(0);
    expect(lista.data.length).toBe(Math.min(100, lista.total));
    const nomes = lista.data.map((v) => v.nome.toLowerCase());

    const lote = await h.request('POST', '/api/lgpd/anonimizar-vencidos', { token });
    expect(lote.statusCode).toBe(200);
    const relatorio = lote.json<{
      anonimizados: { id: number }[];
      falhas: unknown[];
      restantes: number;
    }>();
    expect(relatorio.falhas).toEqual([]);
    expect(relatorio.anonimizados.length).toBe(Math.min(200, lista.total));
    expect(relatorio.restantes).toBe(lista.total - relatorio.anonimizados.length);
    const texto = lote.body.toLowerCase();
    for (const nome of nomes) expect(texto).not.toContain(nome);
    const depois = (await h.request('GET', '/api/lgpd/vencidos', { token })).json<{
      total: number;
    }>();
    expect(depois.total).toBe(relatorio.restantes);
  }, 180_000);
});
