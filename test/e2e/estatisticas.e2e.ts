// The statistics on the demo data, as staff use them: every screen in the light and the dark
// scheme shows its charts (an svg with marks, in the scheme's own colours) with a table of figures
// beside each; the landing's figures agree with its table; a filter lands in the URL and changes
// the table; a chart's table downloads as the CSV the product writes (BOM, ';', CRLF).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1', CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const TELAS = [
  ['/estatisticas', 'Estatísticas', 'Aprendizes por situação hoje'],
  ['/estatisticas/geral-aprendizes', 'Panorama dos aprendizes', 'Pirâmide etária por gênero'],
  [
    '/estatisticas/participantes-situacao',
    'Participantes por situação',
    'Aprendizes por situação nos últimos 12 meses',
  ],
  ['/estatisticas/aprendizes-parceiro', 'Aprendizes por parceiro', 'Empresas por posição na cota'],
  ['/estatisticas/faltas-aprendizes', 'Faltas dos aprendizes', 'Taxa de faltas por turma e mês'],
] as const;

// The first series colour of each scheme (src/features/estatisticas/cores.ts), as the browser
// reports a fill.
const PRIMEIRA_COR = { light: 'rgb(21, 101, 192)', dark: 'rgb(100, 181, 246)' } as const;

async function abrir(tema: 'light' | 'dark', largura = 1280): Promise<Page> {
  const contexto = await navegador.newContext({
    colorScheme: tema,
    acceptDownloads: true,
    viewport: { width: largura, height: 900 },
  });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  return page;
}

async function irPara(page: Page, caminho: string, titulo: string) {
  await page.goto(`${servidor.url}${caminho}`);
  await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
  await page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 30_000 });
}

const secao = (page: Page, titulo: string) => page.getByRole('region', { name: titulo });
const tabela = (page: Page, titulo: string) =>
  page.getByRole('region', { name: `Tabela: ${titulo}` }).getByRole('table');

/** The chart's marks (bars or lines) with their fills/strokes, once drawn. */
async function marcas(grafico: Locator): Promise<string[]> {
  await grafico.locator('svg').first().waitFor();
  return grafico.evaluate((el) => {
    const cores: string[] = [];
    for (const m of el.querySelectorAll('svg rect, svg path')) {
      const s = getComputedStyle(m);
      const caixa = (m as SVGGraphicsElement).getBBox();
      // Axis lines and ticks are thin and black/grey; a mark has area (a bar) or a coloured stroke.
      if (caixa.width * caixa.height > 4 && s.fill !== 'none' && s.fill !== 'rgba(0, 0, 0, 0)') {
        cores.push(s.fill);
      } else if (m.getAttribute('class')?.includes('Line') && s.stroke !== 'none') {
        cores.push(s.stroke);
      }
    }
    return cores;
  });
}

async function linhasDoCorpo(t: Locator): Promise<string[][]> {
  return t
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent.trim())),
    );
}

/** '1.234' -> 1234, '4,7%' -> 4.7 (pt-BR as the tables write it). */
const numero = (texto: string) =>
  Number(
    texto
      .replace(/\./g, '')
      .replace(',', '.')
      .replace(/[^\d.-]/g, ''),
  );

for (const tema of ['light', 'dark'] as const) {
  describe(`estatísticas (${tema === 'light' ? 'claro' : 'escuro'})`, () => {
    let page: Page;
    before(async () => {
      page = await abrir(tema);
    });
    after(async () => {
      await page.context().close();
    });

    for (const [caminho, titulo, primeira] of TELAS) {
      test(`${caminho}: gráfico com marcas nas cores do tema e tabela com números`, async () => {
        await irPara(page, caminho, titulo);
        const grafico = secao(page, primeira).getByRole('figure', { name: `Gráfico: ${primeira}` });
        const cores = await marcas(grafico);
        assert.ok(cores.length > 0, `o gráfico "${primeira}" tem marcas`);
        if (caminho !== '/estatisticas/aprendizes-parceiro') {
          // The quota chart colours each band by what it means (below quota = warning).
          assert.ok(
            cores.includes(PRIMEIRA_COR[tema]),
            `a primeira série usa a cor do tema ${tema}: ${cores.slice(0, 5).join(', ')}`,
          );
        }
        const linhas = await linhasDoCorpo(tabela(page, primeira));
        assert.ok(linhas.length > 0, 'a tabela tem linhas');
        assert.ok(
          linhas.some((l) => l.slice(1).some((c) => /\d/.test(c) && numero(c) > 0)),
          `a tabela tem números da demonstração: ${JSON.stringify(linhas.slice(0, 3))}`,
        );
        const fundo = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        assert.equal(fundo, tema === 'light' ? 'rgb(245, 246, 250)' : 'rgb(18, 20, 23)');
      });
    }
  });
}

describe('estatísticas: números, filtros e CSV', () => {
  let page: Page;
  before(async () => {
    page = await abrir('light');
  });
  after(async () => {
    await page.context().close();
  });

  test('a entrada: o total da tabela por situação é o dos aprendizes ativos, e o CSV é o da tabela', async () => {
    await irPara(page, '/estatisticas', 'Estatísticas');
    const ativos = page
      .getByText('Aprendizes ativos', { exact: true })
      .locator('xpath=..')
      .locator('dd');
    const titulo = 'Aprendizes por situação hoje';
    const total = tabela(page, titulo).locator('tfoot tr');
    assert.equal(
      numero((await total.locator('td').last().textContent()) ?? ''),
      numero((await ativos.textContent()) ?? ''),
    );
    const linhas = await linhasDoCorpo(tabela(page, titulo));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Baixar CSV: ${titulo}` }).click();
    const arquivo = await download;
    assert.equal(arquivo.suggestedFilename(), 'aprendizes-por-situacao-hoje.csv');
    const texto = (await readFile(await arquivo.path())).toString('utf8');
    assert.ok(texto.startsWith('\uFEFF'), 'BOM');
    const csv = texto.slice(1).split('\r\n');
    assert.equal(csv[0], 'Situação;Aprendizes');
    // Header, one line per row, the totals, and the final CRLF.
    assert.equal(csv.length, linhas.length + 3);
    assert.equal(csv[1], `${linhas[0]?.[0] ?? ''};${String(numero(linhas[0]?.[1] ?? ''))}`);
    assert.match(csv.at(-2) ?? '', /^Total;\d+$/);
  });

  test('parceiros: o filtro de posição na cota vai para o endereço e a tabela só tem essa faixa', async () => {
    await irPara(page, '/estatisticas/aprendizes-parceiro', 'Aprendizes por parceiro');
    const titulo = 'Empresas e suas cotas';
    await page.getByRole('combobox', { name: 'Posição na cota' }).click();
    await page.getByRole('option', { name: /^Dentro da cota/ }).click();
    await page.waitForURL(/faixa=dentro/);
    // The new page of partners has arrived when every row of that table is within the quota.
    await page.waitForFunction(
      (rotulo) => {
        const linhas = document.querySelectorAll(`[aria-label="${rotulo}"] tbody tr`);
        return (
          linhas.length > 0 && [...linhas].every((l) => l.textContent.includes('Dentro da cota'))
        );
      },
      `Tabela: ${titulo}`,
      { timeout: 30_000 },
    );
    // The list's total is the band's count in the chart's table above it.
    const porFaixa = await linhasDoCorpo(tabela(page, 'Empresas por posição na cota'));
    const dentro = porFaixa.find((l) => l[0] === 'Dentro da cota')?.[1] ?? '';
    const rodape = (await tabela(page, titulo).locator('tfoot').textContent()) ?? '';
    assert.match(rodape, new RegExp(`^Total \\(${dentro} empresas\\)`));
    await page.reload();
    await page.getByText(/^Atualizado em/).waitFor();
    assert.match(
      (await page.getByRole('combobox', { name: 'Posição na cota' }).textContent()) ?? '',
      /Dentro da cota/,
    );
  });

  test('participantes: o período das mudanças vai para o endereço e muda a tabela', async () => {
    await irPara(page, '/estatisticas/participantes-situacao', 'Participantes por situação');
    const fluxo = page.getByRole('heading', { name: /^Mudanças de situação de/ });
    const padrao = (await fluxo.textContent()) ?? '';
    const hoje = new Date();
    const inicio = `${String(hoje.getFullYear())}-${String(hoje.getMonth() + 1).padStart(2, '0')}-01`;
    // The pt-BR day picker: click its text and type dd/mm/aaaa as a person does.
    await page.getByRole('group', { name: 'Período de', exact: true }).click();
    await page.keyboard.type(inicio.split('-').reverse().join(''), { delay: 80 });
    await page.waitForURL(new RegExp(`de=${inicio}`));
    const [a, m] = [inicio.slice(0, 4), inicio.slice(5, 7)];
    await page
      .getByRole('heading', { name: new RegExp(`^Mudanças de situação de 01/${m}/${a}`) })
      .waitFor();
    assert.notEqual(await fluxo.textContent(), padrao);
  });
});
