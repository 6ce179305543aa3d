/** @jest-environment ./test/support/api-environment.ts */
// The record rule (issue 31), walked from the OpenAPI document: an educator with one class of
// their own and one foreign class calls every operation their role may call that names a
// class-bound record, with the foreign ids in path, query and body, and gets 403
// /problemas/fora-das-suas-turmas; every class-bound read without ids (lists, exports, PDFs) is
// read back and holds nothing of the foreign class. An educator user linked to no educator
// record gets 403 for any id and empty lists. The demo data gives both classes attendance,
// grades, report cards and applied evaluations.
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
// First: the harness hands PGlite's native modules over before the server code loads them.
import { forEachEngine, type Harness } from '../support/api-harness';
import { linhas } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed';
import { FUNCOES_PADRAO } from '../../server/shared/permissoes';
import { dataLocal } from '../../src/shared/validation/datas';
import {
  corpoMinimo,
  documentoOpenApi,
  type Esquema,
  type Operacao,
  valorMinimo,
} from './escopo-openapi';

const PERMISSOES_EDUCADOR = new Set<string>(
  FUNCOES_PADRAO.find((f) => f.chave === 'educador')!.permissoes,
);

/** Fields that name a class-bound record wherever they appear. */
const CAMPOS_DE_TURMA = new Set(['turmaId', 'aprendizId', 'aprendizIds']);

/**
 * The educator's operations in these tags are class-bound unless listed below with the reason; in
 * any tag, one with a field of CAMPOS_DE_TURMA is too.
 */
const TAGS_DE_TURMA = new Set([
  'frequencia',
  'avaliacoes',
  'relatorios',
  'estatisticas',
  'turmas',
  'aprendizes',
  'alocacoes',
  'situacoes',
  'educadores',
]);
const FORA_DA_REGRA: Record<string, string> = {
  situacoesListar: 'o catálogo de situações, sem aprendizes',
  educadorListar: 'o cadastro de educadores: não pertence a uma turma',
  educadorExportar: 'idem',
  educadorObter: 'idem',
  avaliacaoListar: 'modelos de avaliação: não pertencem a uma turma',
  avaliacaoObter: 'modelo',
  avaliacaoCriar: 'modelo',
  avaliacaoAtualizar: 'modelo',
  avaliacaoInativar: 'modelo',
  avaliacaoReativar: 'modelo',
  avaliacaoDuplicar: 'modelo',
  relatorioAprendizesPorParceiro: 'contagens por unidade de empresa, sem nomes',
  relatorioAprendizesPorCurso: 'contagens por curso, sem nomes',
  estatisticasResumo: 'contagens do programa, sem nomes',
  estatisticasGeralAprendizes: 'contagens do cadastro, sem nomes',
  estatisticasParticipantesSituacao: 'contagens por situação, sem nomes',
  estatisticasAprendizesParceiro: 'contagens por empresa',
};

interface Mundo {
  minha: { id: number; codigo: string };
  alheia: { id: number; codigo: string };
  aprendizMeu: number;
  aprendizAlheio: number;
  /** Everyone ever allocated to the own class (currently or formerly). */
  aprendizesMeus: Set<number>;
  nomesAlheios: string[];
  aplicadaAlheia: number;
  documentoAlheio: number;
  educadorAlheio: number;
}

async function montarMundo(h: Harness): Promise<Mundo> {
  const q = async <T>(consulta: ReturnType<typeof sql>) => linhas<T>(await h.db.execute(consulta));
  // Two classes with attendance, grades and applied evaluations of their own.
  const turmas = await q<{ id: number | string; codigo: string }>(sql`
    SELECT t.id, t.codigo FROM turmas t
     WHERE EXISTS (SELECT 1 FROM frequencia_dias d WHERE d.turma_id = t.id)
       AND EXISTS (SELECT 1 FROM notas n WHERE n.turma_id = t.id)
       AND EXISTS (SELECT 1 FROM avaliacoes_aplicadas a WHERE a.turma_id = t.id)
     ORDER BY t.id LIMIT 2`);
  expect(turmas).toHaveLength(2);
  const [minha, alheia] = turmas.map((t) => ({ id: Number(t.id), codigo: t.codigo })) as [
    Mundo['minha'],
    Mundo['minha'],
  ];
  const [educador] = await q<{ id: number | string }>(
    sql`INSERT INTO educadores (nome) VALUES ('Educadora do Escopo') RETURNING id`,
  );
  const [outro] = await q<{ id: number | string }>(
    sql`INSERT INTO educadores (nome) VALUES ('Educador de Outra Turma') RETURNING id`,
  );
  // Every other class belongs to someone else: the educator's reach is exactly one class.
  await h.db.execute(sql`UPDATE turmas SET educador_id = ${Number(outro!.id)}`);
  await h.db.execute(
    sql`UPDATE turmas SET educador_id = ${Number(educador!.id)} WHERE id = ${minha.id}`,
  );
  const doAprendiz = async (deQuem: number, naoDe: number) =>
    q<{ id: number | string; nome: string }>(sql`
      SELECT DISTINCT a.id, a.nome FROM aprendizes a JOIN alocacoes al ON al.aprendiz_id = a.id
       WHERE al.turma_id = ${deQuem}
         AND NOT EXISTS (SELECT 1 FROM alocacoes o WHERE o.aprendiz_id = a.id AND o.turma_id = ${naoDe})
       ORDER BY a.id`);
  const meus = await doAprendiz(minha.id, alheia.id);
  const alheios = await doAprendiz(alheia.id, minha.id);
  const nomesMeus = new Set(meus.map((a) => a.nome));
  const [aplicada] = await q<{ id: number | string }>(
    sql`SELECT id FROM avaliacoes_aplicadas WHERE turma_id = ${alheia.id} ORDER BY id LIMIT 1`,
  );
  // A declaration issued for someone of the other class (issue 35): its register, PDF and revoke.
  const [documento] = await q<{ id: number | string }>(sql`
    INSERT INTO documentos_emitidos (codigo, tipo, aprendiz_id, turma_id, dados, emitido_em)
    VALUES ('ESCP-ALHE-XA22', 'matricula', ${Number(alheios[0]!.id)}, ${alheia.id},
            '{"titular": {"nome": "x"}, "resumo": "x"}', now())
    RETURNING id`);
  return {
    minha,
    alheia,
    documentoAlheio: Number(documento!.id),
    aprendizMeu: Number(meus[0]!.id),
    aprendizAlheio: Number(alheios[0]!.id),
    // A name also borne by someone of the own class proves nothing.
    aprendizesMeus: new Set(
      (
        await q<{ id: number | string }>(
          sql`SELECT DISTINCT aprendiz_id AS id FROM alocacoes WHERE turma_id = ${minha.id}`,
        )
      ).map((a) => Number(a.id)),
    ),
    nomesAlheios: alheios.map((a) => a.nome).filter((n) => !nomesMeus.has(n)),
    aplicadaAlheia: Number(aplicada!.id),
    educadorAlheio: Number(outro!.id),
  };
}

forEachEngine('regra de registro do educador (issue 31)', (h) => {
  let mundo: Mundo;
  let operacoes: Operacao[] = [];
  let tokenEducador = '';
  let tokenSemVinculo = '';
  const hoje = dataLocal(new Date());

  beforeAll(async () => {
    await seedDemo(h.db);
    mundo = await montarMundo(h);
    const usuario = await h.createUser('educador');
    await h.db.execute(
      sql`UPDATE usuarios SET educador_id = (SELECT id FROM educadores WHERE nome = 'Educadora do Escopo') WHERE id = ${usuario.id}`,
    );
    tokenEducador = await h.tokenPara(usuario.id);
    tokenSemVinculo = await h.tokenPara((await h.createUser('educador')).id);
    operacoes = documentoOpenApi((await h.request('GET', '/api/docs/json')).json()).filter(
      (o) => o.permissao !== undefined && PERMISSOES_EDUCADOR.has(o.permissao),
    );
  }, 240_000);

  /** The foreign id for a declared resource. */
  const idAlheio = (recurso: string): number => {
    if (recurso === 'turma') return mundo.alheia.id;
    if (recurso === 'aprendiz') return mundo.aprendizAlheio;
    if (recurso === 'avaliacaoAplicada') return mundo.aplicadaAlheia;
    if (recurso === 'documento') return mundo.documentoAlheio;
    throw new Error(`recurso sem id de teste: ${recurso}`);
  };

  /** A value that passes validation; own ids for class-bound fields the call does not test. */
  const valorProprio = (nome: string, esquema: Esquema): unknown => {
    if (nome === 'turmaId') return mundo.minha.id;
    if (nome === 'aprendizId') return mundo.aprendizMeu;
    if (nome === 'mes') return hoje.slice(0, 7);
    return valorMinimo(esquema, hoje);
  };

  function montarUrl(o: Operacao, trocar: Record<string, number>, soObrigatorios: boolean) {
    let caminho = o.caminho;
    const busca = new URLSearchParams();
    for (const p of o.parametros) {
      const valor = p.nome in trocar ? trocar[p.nome] : valorProprio(p.nome, p.esquema);
      if (p.em === 'path') caminho = caminho.replace(`{${p.nome}}`, String(valor));
      else if (p.em === 'query' && (p.obrigatorio || p.nome in trocar || !soObrigatorios)) {
        if (p.nome === 'formato' || p.nome === 'page' || p.nome === 'pageSize') continue;
        busca.set(p.nome, String(valor));
      }
    }
    const texto = busca.toString();
    return texto ? `${caminho}?${texto}` : caminho;
  }

  it('toda operação do educador que nomeia uma turma, um aprendiz ou uma avaliação aplicada declara a regra', () => {
    const sem = operacoes
      .filter((o) => o.escopo === undefined && !(o.operationId in FORA_DA_REGRA))
      .filter(
        (o) =>
          TAGS_DE_TURMA.has(o.tag) ||
          o.parametros.some((p) => CAMPOS_DE_TURMA.has(p.nome)) ||
          o.camposDoCorpo.some((c) => CAMPOS_DE_TURMA.has(c)),
      )
      .map((o) => `${o.metodo} ${o.caminho} (${o.operationId})`);
    expect(sem).toEqual([]);
    const ids = new Set(operacoes.map((o) => o.operationId));
    expect(Object.keys(FORA_DA_REGRA).filter((id) => !ids.has(id))).toEqual([]);
    // The walk below is not empty by accident.
    expect(operacoes.filter((o) => o.escopo).length).toBeGreaterThanOrEqual(25);
  });

  it('cada id alheio (caminho, consulta, corpo) responde 403 fora-das-suas-turmas, sem dado da turma', async () => {
    const respostas: string[] = [];
    for (const o of operacoes.filter((x) => x.escopo)) {
      for (const [campo, recurso] of Object.entries(o.escopo!)) {
        const trocar = { [campo]: idAlheio(recurso) };
        const noCorpo = o.camposDoCorpo.includes(campo);
        const corpo = o.corpo
          ? {
              ...(corpoMinimo(o.corpo, hoje, valorProprio) as object),
              ...(noCorpo
                ? { [campo]: campo === 'aprendizIds' ? [trocar[campo]] : trocar[campo] }
                : {}),
            }
          : undefined;
        const url = montarUrl(o, trocar, true);
        const r = await h.request(o.metodo, url, { token: tokenEducador, body: corpo });
        const tipo = r.statusCode === 403 ? r.json<{ type: string }>().type : '';
        respostas.push(`${o.metodo} ${url} ${campo}: ${r.statusCode} ${tipo}`);
        expect(`${o.metodo} ${url} ${campo}: ${r.statusCode} ${tipo}`).toBe(
          `${o.metodo} ${url} ${campo}: 403 /problemas/fora-das-suas-turmas`,
        );
        expect(r.body).not.toContain(mundo.alheia.codigo);
      }
    }
    expect(respostas.length).toBeGreaterThanOrEqual(30);
  }, 120_000);

  /** Every class-bound read without ids (each format) as this reader: what of the foreign class it shows. */
  async function vazamentos(token: string) {
    const achados: string[] = [];
    let lidas = 0;
    for (const o of operacoes.filter((x) => x.metodo === 'GET' && x.escopo)) {
      const formatos = o.parametros.some((p) => p.nome === 'formato')
        ? [undefined, 'csv', ...(o.tag === 'relatorios' ? ['pdf'] : [])]
        : [undefined];
      for (const formato of formatos) {
        const base = montarUrl(o, {}, true);
        const url = formato ? `${base}${base.includes('?') ? '&' : '?'}formato=${formato}` : base;
        const r = await h.request('GET', url, { token });
        if (r.statusCode !== 200) continue;
        lidas += 1;
        const texto = String(r.headers['content-type']).startsWith('application/pdf')
          ? execFileSync('pdftotext', ['-', '-'], { input: r.rawPayload }).toString()
          : r.body;
        for (const n of [mundo.alheia.codigo, ...mundo.nomesAlheios]) {
          if (texto.includes(n)) achados.push(`${url}: ${n}`);
        }
      }
    }
    return { achados, lidas };
  }

  it('listas, exportações e PDFs sem filtro não trazem a turma alheia nem seus aprendizes', async () => {
    const educador = await vazamentos(tokenEducador);
    expect(educador.achados).toEqual([]);
    expect(educador.lidas).toBeGreaterThanOrEqual(15);
    // The same walk as an administrator finds the foreign class: the scan can see a leak.
    const admin = await h.tokenPara((await h.createUser('administrador')).id);
    expect((await vazamentos(admin)).achados.length).toBeGreaterThanOrEqual(5);
  }, 240_000);

  it('a própria turma continua aberta ao educador', async () => {
    for (const url of [
      `/api/frequencia/mes?turmaId=${mundo.minha.id}&mes=${hoje.slice(0, 7)}`,
      `/api/turmas/${mundo.minha.id}/boletins`,
      `/api/aprendiz/${mundo.aprendizMeu}/calendario`,
      `/api/relatorios/frequencia?turmaId=${mundo.minha.id}`,
      `/api/turmas/${mundo.minha.id}`,
      `/api/turmas/${mundo.minha.id}/aprendizes`,
      `/api/alocacoes/with-aprendizes?turmaId=${mundo.minha.id}`,
      `/api/aprendiz/${mundo.aprendizMeu}`,
      `/api/aprendiz/${mundo.aprendizMeu}/historico`,
      `/api/aprendiz/${mundo.aprendizMeu}/afastamentos`,
      `/api/aprendiz/${mundo.aprendizMeu}/alteracoes`,
      `/api/alocacoes/aprendiz/${mundo.aprendizMeu}`,
    ]) {
      expect(`${url} ${(await h.request('GET', url, { token: tokenEducador })).statusCode}`).toBe(
        `${url} 200`,
      );
    }
    const turmas = await h.request('GET', '/api/frequencia/turmas', { token: tokenEducador });
    const ids = turmas.json<{ data: { id: number }[] }>().data.map((t) => t.id);
    expect(ids.filter((id) => id !== mundo.minha.id)).toEqual([]);
  });

  it('um educador sem vínculo com um cadastro de educador não vê nada: 403 por id, listas vazias', async () => {
    for (const o of operacoes.filter((x) => x.escopo)) {
      const campos = Object.entries(o.escopo!);
      if (campos.length > 0) {
        const [campo, recurso] = campos[0]!;
        const id =
          recurso === 'turma'
            ? mundo.minha.id
            : recurso === 'aprendiz'
              ? mundo.aprendizMeu
              : mundo.aplicadaAlheia;
        const url = montarUrl(o, { [campo]: id }, true);
        const corpo = o.corpo
          ? {
              ...(corpoMinimo(o.corpo, hoje, valorProprio) as object),
              [campo]: campo === 'aprendizIds' ? [id] : id,
            }
          : undefined;
        const r = await h.request(o.metodo, url, { token: tokenSemVinculo, body: corpo });
        expect(`${o.operationId} ${r.statusCode}`).toBe(`${o.operationId} 403`);
      }
    }
    for (const url of [
      '/api/frequencia/alertas',
      '/api/frequencia/turmas',
      '/api/frequencia/pendentes',
      '/api/avaliacoes-aplicadas',
      '/api/notas/consulta',
      '/api/relatorios/frequencia',
      '/api/relatorios/aprendizes-enturmacao',
      '/api/relatorios/aprendizes-sem-enturmacao',
      '/api/relatorios/aprendizes-afastados',
      '/api/turmas?ativo=todos',
      '/api/aprendiz?ativo=todos',
      '/api/alocacoes',
      `/api/educadores/${mundo.educadorAlheio}/turmas`,
      `/api/educadores/${mundo.educadorAlheio}/aprendizes?abertas=todas`,
      '/api/aprendizes/situacao/1',
    ]) {
      const r = await h.request('GET', url, { token: tokenSemVinculo });
      expect(`${url} ${r.statusCode}`).toBe(`${url} 200`);
      expect(`${url} ${r.json<{ data: unknown[] }>().data.length}`).toBe(`${url} 0`);
    }
    for (const url of ['/api/aprendiz/stats', '/api/turmas/stats', '/api/situacoes/estatisticas']) {
      const r = await h.request('GET', url, { token: tokenSemVinculo });
      expect(`${url} ${r.json<{ total: number }>().total}`).toBe(`${url} 0`);
    }
    const busca = await h.request('GET', '/api/busca?q=ma', {
      token: tokenSemVinculo,
    });
    expect(busca.json()).toMatchObject({ aprendizes: [], turmas: [] });
  });

  it('cadastros de turmas e aprendizes, enturmações, números e busca: só as turmas do educador e quem passou por elas', async () => {
    const get = async <T>(url: string, token = tokenEducador) => {
      const r = await h.request('GET', url, { token });
      expect(`${url} ${r.statusCode}`).toBe(`${url} 200`);
      return r.json<T>();
    };
    type Lista<L> = { data: L[]; total: number };
    const meus = mundo.aprendizesMeus;
    const fora = (ids: number[]) => ids.filter((id) => !meus.has(id));

    const turmas = await get<Lista<{ id: number }>>('/api/turmas?ativo=todos&pageSize=100');
    expect(turmas.data.map((t) => t.id)).toEqual([mundo.minha.id]);
    expect(turmas.total).toBe(1);

    const aprendizes = await get<Lista<{ id: number }>>('/api/aprendiz?ativo=todos&pageSize=100');
    expect(fora(aprendizes.data.map((a) => a.id))).toEqual([]);
    expect(aprendizes.total).toBe(meus.size);
    const admin = await h.tokenPara((await h.createUser('administrador')).id);
    // The administrator's list is wider: the comparison above can fail.
    expect(
      (await get<Lista<{ id: number }>>('/api/aprendiz?ativo=todos', admin)).total,
    ).toBeGreaterThan(meus.size);

    const exportacao = await h.request('GET', '/api/aprendiz/exportar?ativo=todos', {
      token: tokenEducador,
    });
    expect(exportacao.body.trim().split('\n')).toHaveLength(meus.size + 1);

    const alocacoes = await get<Lista<{ turmaId: number; aprendizId: number }>>(
      '/api/alocacoes?pageSize=100',
    );
    expect(alocacoes.data.filter((a) => a.turmaId !== mundo.minha.id)).toEqual([]);
    expect(alocacoes.total).toBeGreaterThan(0);
    const historico = await get<{ data: { turmaId: number }[] }>(
      `/api/alocacoes/aprendiz/${mundo.aprendizMeu}`,
    );
    expect(historico.data.filter((a) => a.turmaId !== mundo.minha.id)).toEqual([]);

    const [ativos] = linhas<{ n: number | string }>(
      await h.db.execute(sql`SELECT count(*) AS n FROM aprendizes
        WHERE ativo AND id IN (SELECT aprendiz_id FROM alocacoes WHERE turma_id = ${mundo.minha.id})`),
    );
    expect((await get<{ total: number }>('/api/aprendiz/stats')).total).toBe(Number(ativos!.n));
    expect((await get<{ total: number }>('/api/situacoes/estatisticas')).total).toBe(
      Number(ativos!.n),
    );
    const [minhaAtiva] = linhas<{ n: number | string }>(
      await h.db.execute(
        sql`SELECT count(*) AS n FROM turmas WHERE ativo AND id = ${mundo.minha.id}`,
      ),
    );
    expect((await get<{ total: number }>('/api/turmas/stats')).total).toBe(Number(minhaAtiva!.n));

    const porSituacao = await get<Lista<{ id: number }>>('/api/aprendizes/situacao/1?pageSize=100');
    expect(fora(porSituacao.data.map((a) => a.id))).toEqual([]);
    expect(
      (await get<Lista<unknown>>(`/api/educadores/${mundo.educadorAlheio}/turmas`)).data,
    ).toEqual([]);
    expect(
      (
        await get<Lista<unknown>>(
          `/api/educadores/${mundo.educadorAlheio}/aprendizes?abertas=todas`,
        )
      ).data,
    ).toEqual([]);
    for (const relatorio of ['aprendizes-sem-enturmacao', 'aprendizes-afastados']) {
      const r = await get<Lista<{ aprendizId: number }>>(`/api/relatorios/${relatorio}`);
      expect(fora(r.data.map((l) => l.aprendizId))).toEqual([]);
    }

    // The palette: a foreign name and the foreign class's code find nothing; the own ones do.
    type Busca = { aprendizes?: { id: number }[]; turmas?: { id: number }[] };
    const [{ nome: nomeAlheio } = { nome: '' }] = linhas<{ nome: string }>(
      await h.db.execute(sql`SELECT nome FROM aprendizes a WHERE a.ativo
        AND EXISTS (SELECT 1 FROM alocacoes al WHERE al.aprendiz_id = a.id AND al.turma_id = ${mundo.alheia.id})
        AND NOT EXISTS (SELECT 1 FROM alocacoes al JOIN aprendizes b ON b.id = al.aprendiz_id
                         WHERE al.turma_id = ${mundo.minha.id} AND b.nome = a.nome)
        ORDER BY a.id LIMIT 1`),
    );
    expect(nomeAlheio).not.toBe('');
    const alheia = await get<Busca>(`/api/busca?q=${encodeURIComponent(nomeAlheio)}`);
    expect(fora((alheia.aprendizes ?? []).map((a) => a.id))).toEqual([]);
    expect(
      (await get<Busca>(`/api/busca?q=${encodeURIComponent(nomeAlheio)}`, admin)).aprendizes
        ?.length,
    ).toBeGreaterThan(0);
    const codigo = await get<Busca>(`/api/busca?q=${encodeURIComponent(mundo.alheia.codigo)}`);
    expect(codigo.turmas).toEqual([]);
    const propria = await get<Busca>(`/api/busca?q=${encodeURIComponent(mundo.minha.codigo)}`);
    expect(propria.turmas?.map((t) => t.id)).toEqual([mundo.minha.id]);
    const [nomeMeu] = linhas<{ nome: string }>(
      await h.db.execute(
        sql`SELECT nome FROM aprendizes WHERE ativo AND id = ${mundo.aprendizMeu}`,
      ),
    );
    if (nomeMeu) {
      const achados = await get<Busca>(`/api/busca?q=${encodeURIComponent(nomeMeu.nome)}`);
      expect(achados.aprendizes?.map((a) => a.id)).toContain(mundo.aprendizMeu);
    }
  });
});
