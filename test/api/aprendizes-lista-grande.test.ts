/** @jest-environment ./test/support/api-environment.ts */
// The apprentices' list at scale (issue 37): the page after or before the one on screen by keyset
// (the `proxima` / `anterior` cursors) is exactly the page OFFSET gives, for every sort that pages
// by cursor, ties settled by id; and a filtered total above 10,000 is the planner's estimate,
// marked `totalEstimado`, while a small one stays an exact count.
import { sql } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { semearAprendizes } from './aprendiz-fixtures';

const QUANTOS = 130;
const POR_CURSOR = [
  'nome',
  '-nome',
  'idade',
  '-idade',
  'dataCadastro',
  '-dataCadastro',
  'situacao',
];

interface Pagina {
  data: { id: number; nome: string }[];
  total: number;
  totalEstimado: boolean;
  page: number;
  proxima?: string;
  anterior?: string;
}

forEachEngine('aprendizes: lista grande (keyset e total estimado)', (h) => {
  let token: string;

  beforeAll(async () => {
    token = await h.tokenPara((await h.createUser('administrador')).id);
    await semearAprendizes(h.db, QUANTOS, 3737);
  });

  const get = async (url: string) => h.request('GET', url, { token });
  const pagina = async (url: string) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    return r.json<Pagina>();
  };

  it.each(POR_CURSOR)(
    'sort=%s: seguir proxima e voltar por anterior dá as páginas do OFFSET',
    async (sort) => {
      const base = `/api/aprendiz?sort=${sort}&ativo=todos&pageSize=20`;
      const porOffset: number[][] = [];
      for (let page = 1; ; page += 1) {
        const p = await pagina(`${base}&page=${String(page)}`);
        if (p.data.length === 0) break;
        porOffset.push(p.data.map((a) => a.id));
      }
      expect(porOffset.length).toBeGreaterThanOrEqual(Math.ceil(QUANTOS / 20));

      let atual = await pagina(`${base}&page=1`);
      expect(atual.anterior).toBeUndefined();
      const paraFrente = [atual.data.map((a) => a.id)];
      while (atual.proxima) {
        atual = await pagina(`${base}&page=${String(atual.page + 1)}&depois=${atual.proxima}`);
        paraFrente.push(atual.data.map((a) => a.id));
      }
      expect(paraFrente).toEqual(porOffset);

      const paraTras = [atual.data.map((a) => a.id)];
      while (atual.anterior) {
        atual = await pagina(`${base}&page=${String(atual.page - 1)}&antes=${atual.anterior}`);
        paraTras.unshift(atual.data.map((a) => a.id));
      }
      expect(atual.page).toBe(1);
      expect(paraTras).toEqual(porOffset);
    },
  );

  it('a ordem por município (que pode faltar) pagina só por page; cursores estranhos são 400', async () => {
    const municipio = await pagina('/api/aprendiz?sort=municipio');
    expect(municipio.proxima).toBeUndefined();
    const nome = await pagina('/api/aprendiz?sort=nome');
    expect(nome.proxima).toEqual(expect.any(String));
    const cursor = nome.proxima ?? '';

    const invalido = 'Cursor de página inválido: volte à primeira página da lista.';
    for (const url of [
      `/api/aprendiz?sort=-idade&depois=${cursor}`,
      '/api/aprendiz?depois=bm9wZQ',
      `/api/aprendiz?sort=nome&antes=${Buffer.from('["nome","x","1"]').toString('base64url')}`,
    ]) {
      const r = await get(url);
      expect(r.statusCode).toBe(400);
      expect(r.json<{ detail: string }>().detail).toBe(invalido);
    }
    const porMunicipio = await get(`/api/aprendiz?sort=municipio&depois=${cursor}`);
    expect(porMunicipio.statusCode).toBe(400);
    expect(porMunicipio.json<{ detail: string }>().detail).toBe(
      'Esta ordenação não pagina por cursor: use page.',
    );
    const osDois = await get(`/api/aprendiz?depois=${cursor}&antes=${cursor}`);
    expect(osDois.statusCode).toBe(400);
    expect((await get('/api/aprendiz?depois=n%C3%A3o')).statusCode).toBe(400);
  });

  it('acima de 10.000 com filtro o total é a estimativa do banco (totalEstimado); abaixo, a contagem exata', async () => {
    const pequena = await pagina('/api/aprendiz?idadeMin=14&ativo=todos');
    expect(pequena.totalEstimado).toBe(false);
    expect(pequena.total).toBe(QUANTOS);
    // The list as it opens reads its counters: exact at any size.
    expect((await pagina('/api/aprendiz')).totalEstimado).toBe(false);

    // Copies of the first 120 rows (CPFs from `base`), then fresh statistics for the planner.
    const copiar = async (vezes: number, base: number) => {
      await h.db.execute(sql`
        INSERT INTO aprendizes (nome, cpf, data_nascimento, situacao_id, data_cadastro, municipio_id, uf, ativo)
        SELECT a.nome, lpad((${base}::bigint + g * 1000 + a.id)::text, 11, '0'), a.data_nascimento,
               a.situacao_id, a.data_cadastro, a.municipio_id, a.uf, true
          FROM (SELECT * FROM aprendizes ORDER BY id LIMIT 120) a, generate_series(1, ${vezes}::int) g`);
      await h.db.execute(sql`ANALYZE aprendizes`);
    };
    await copiar(100, 90_000_000_000);

    const grande = await pagina('/api/aprendiz?idadeMin=14&ativo=todos');
    expect(grande.totalEstimado).toBe(true);
    // Two significant digits of an estimate near the 12,130 rows there are.
    expect(grande.total % 100).toBe(0);
    expect(grande.total).toBeGreaterThan(9000);
    expect(grande.total).toBeLessThan(16000);
    expect(grande.data).toHaveLength(25);
    // The estimate is kept a few seconds per filter (a page turn does not ask the planner again):
    // 6,000 more rows do not move it yet; the same filter read by another order is the same
    // WHERE, so it is the same estimate.
    await copiar(50, 80_000_000_000);
    expect((await pagina('/api/aprendiz?idadeMin=14&ativo=todos&page=2')).total).toBe(grande.total);
    expect((await pagina('/api/aprendiz?idadeMin=14&ativo=todos&sort=-nome')).total).toBe(
      grande.total,
    );
    // Another filter is another estimate, of the rows there are now.
    expect((await pagina('/api/aprendiz?idadeMin=13&ativo=todos')).total).toBeGreaterThan(
      grande.total,
    );
    // A search that finds few (the name and its 100 copies) is still counted exactly.
    const busca = await pagina(`/api/aprendiz?q=${encodeURIComponent(grande.data[0]?.nome ?? '')}`);
    expect(busca.totalEstimado).toBe(false);
    expect(busca.total).toBeGreaterThanOrEqual(101);
    expect(busca.total).toBeLessThan(1000);
    // The search's total comes with its page; a page past the last match still has it.
    const nome = encodeURIComponent(grande.data[0]?.nome ?? '');
    const todas = await pagina(`/api/aprendiz?q=${nome}&pageSize=100&page=1&ativo=todos`);
    const depoisDaUltima = await pagina(`/api/aprendiz?q=${nome}&page=99&ativo=todos`);
    expect(depoisDaUltima.data).toEqual([]);
    expect(depoisDaUltima.total).toBe(todas.total);
    expect(await pagina('/api/aprendiz?q=ninguem-tem-este-nome')).toMatchObject({
      data: [],
      total: 0,
      totalEstimado: false,
    });
  });
});
