/** @jest-environment ./test/support/api-environment.ts */
// The apprentices' export reads in batches by keyset (sort key + id) for every sort but município
// (ids read first): whatever the sort, the file has the rows of the list's pages, in their order,
// none repeated or skipped across batches — with ties (same birth date, same situação) settled by
// id the way the list settles them.
import { forEachEngine } from '../support/api-harness';
import { semearAprendizes } from './aprendiz-fixtures';

const QUANTOS = 260;
const ORDENS = ['nome', '-nome', 'idade', '-idade', 'dataCadastro', '-situacao', 'municipio'];

forEachEngine('aprendizes: exportação em lotes na ordem da lista', (h) => {
  let token: string;

  beforeAll(async () => {
    token = await h.tokenPara((await h.createUser('administrador')).id);
    await semearAprendizes(h.db, QUANTOS, 37);
  });

  /** The list's rows, page after page of 100: names and CPFs as the list shows them. */
  async function pelaLista(sort: string): Promise<string[]> {
    const linhas: string[] = [];
    for (let page = 1; ; page += 1) {
      const r = await h.request(
        'GET',
        `/api/aprendiz?sort=${sort}&ativo=todos&pageSize=100&page=${String(page)}`,
        { token },
      );
      const corpo = r.json<{ data: { nome: string; cpf: string }[] }>();
      linhas.push(...corpo.data.map((a) => `${a.nome}|${a.cpf}`));
      if (corpo.data.length < 100) return linhas;
    }
  }

  it.each(ORDENS)('sort=%s: as linhas da lista, na mesma ordem', async (sort) => {
    const r = await h.request('GET', `/api/aprendiz/exportar?sort=${sort}&ativo=todos`, {
      token,
    });
    expect(r.statusCode).toBe(200);
    const arquivo = r.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((l) => {
        const [nome, , cpf] = l.split(';');
        return `${nome ?? ''}|${cpf ?? ''}`;
      });
    const lista = await pelaLista(sort);
    expect(lista.length).toBeGreaterThanOrEqual(QUANTOS);
    expect(arquivo).toEqual(lista);
  });
});
