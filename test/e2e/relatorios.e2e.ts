// The reports as staff use them on the demo data: from the catalogue into a report, a filter kept in
// the URL and remembered by the catalogue, the summary under the table, the three downloads (the
// CSV's rows agreeing with the screen's total), "por turma" picking its class on the screen, and the
// other four reports filtered from the address with their three files.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let contexto: BrowserContext;
let page: Page;

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1', CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  contexto = await navegador.newContext({
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  page = await contexto.newPage();
  await entrar(page, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const resumo = () => page.getByRole('region', { name: 'Resumo do relatório' });

async function baixar(formato: 'CSV' | 'XLSX' | 'PDF') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exportar ${formato}` }).click();
  const arquivo = await download;
  return { nome: arquivo.suggestedFilename(), conteudo: await readFile(await arquivo.path()) };
}

describe('relatórios', () => {
  test('do catálogo ao relatório de afastados, filtrado, com resumo e os três arquivos', async () => {
    await page.goto(`${servidor.url}/relatorios`);
    const cartao = page.getByRole('listitem').filter({ hasText: 'Aprendizes afastados' });
    await cartao.getByRole('link', { name: 'Abrir' }).click();
    await page.waitForURL('**/relatorios/aprendizes-afastados');
    await page.getByRole('heading', { name: 'Aprendizes afastados', level: 1 }).waitFor();
    await resumo().waitFor();
    assert.match((await resumo().textContent()) ?? '', /Afastamentos: \d+/);

    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('combobox', { name: 'Afastamentos' }).click();
    await page.getByRole('option', { name: 'Só em aberto' }).click();
    await page.waitForURL(/abertos=true/);
    await page.waitForFunction(() =>
      /\(\d+ em aberto, 0 encerrados\)/.test(
        document.querySelector('[aria-label="Resumo do relatório"]')?.textContent ?? '',
      ),
    );
    const texto = (await resumo().textContent()) ?? '';
    const total = Number(/Afastamentos: (\d+)/.exec(texto)?.[1]);
    assert.ok(total > 0, 'a demonstração tem afastamentos em aberto');

    const csv = await baixar('CSV');
    assert.match(csv.nome, /\.csv$/);
    const linhas = csv.conteudo
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    assert.equal(linhas[0], 'Aprendizes afastados');
    assert.equal(linhas[1], 'Só em aberto');
    const cabecalho = linhas.findIndex((l) => l.startsWith('Aprendiz;'));
    assert.equal(linhas.indexOf('', cabecalho) - cabecalho - 1, total, 'as linhas do resumo');

    const xlsx = await baixar('XLSX');
    assert.match(xlsx.nome, /\.xlsx$/);
    assert.equal(xlsx.conteudo.subarray(0, 2).toString(), 'PK');
    const pdf = await baixar('PDF');
    assert.match(pdf.nome, /\.pdf$/);
    assert.equal(pdf.conteudo.subarray(0, 5).toString(), '%PDF-');

    // The catalogue remembers the filter.
    await page.goto(`${servidor.url}/relatorios`);
    const lembrado = page
      .getByRole('listitem')
      .filter({ hasText: 'Aprendizes afastados' })
      .getByRole('link', { name: 'Abrir com os últimos filtros' });
    assert.match((await lembrado.getAttribute('href')) ?? '', /abertos=true/);
  });

  test('por turma: escolhe a turma na tela, e o endereço a guarda', async () => {
    await page.goto(`${servidor.url}/relatorios/aprendizes-por-turma`);
    await page
      .getByText('Escolha a turma pelo código ou pelo nome para ver o relatório.')
      .waitFor();
    const campo = page.getByRole('combobox', { name: 'Turma' });
    await campo.click();
    await campo.fill('T');
    const opcao = page.getByRole('option').first();
    const rotulo = (await opcao.textContent()) ?? '';
    await opcao.click();
    await page.waitForURL(/turma=\d+/);
    await resumo().waitFor();
    assert.match((await resumo().textContent()) ?? '', /Alocações: \d+/);
    await page.reload();
    await resumo().waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Turma' }).inputValue(), rotulo);
  });

  test('os outros quatro relatórios: filtrados pelo endereço, com resumo e os três arquivos', async () => {
    const casos = [
      // [route, filter in the address, the screen's title, the file's title]
      ['aprendizes-por-parceiro', 'abaixoDaCota=true', 'Aprendizes por parceiro', null],
      ['aprendizes-sem-enturmacao', 'municipioId=3550308', 'Aprendizes sem enturmação', null],
      ['aprendizes-enturmacao', '', 'Enturmação', null],
      ['frequencia', 'abaixoDoMinimo=true', 'Relatório de frequência', 'Frequência'],
    ] as const;
    for (const [rota, filtro, titulo, tituloDoArquivo] of casos) {
      await page.goto(`${servidor.url}/relatorios/${rota}?${filtro}`);
      await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
      await resumo().waitFor();
      const csv = await baixar('CSV');
      assert.match(csv.nome, /\.csv$/, rota);
      const linhas = csv.conteudo
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      assert.equal(linhas[0], tituloDoArquivo ?? titulo, `${rota}: o CSV começa pelo título`);
      assert.equal((await baixar('XLSX')).conteudo.subarray(0, 2).toString(), 'PK', rota);
      assert.equal((await baixar('PDF')).conteudo.subarray(0, 5).toString(), '%PDF-', rota);
    }
    // A municipality that came in the address shows by its name, not by its IBGE code.
    await page.goto(`${servidor.url}/relatorios/aprendizes-sem-enturmacao?municipioId=3550308`);
    await resumo().waitFor();
    const municipio = page.getByRole('combobox', { name: 'Município' });
    if (!(await municipio.isVisible())) await page.getByRole('button', { name: 'Filtros' }).click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('input')].some((i) => i.value === 'São Paulo - SP'),
    );
  });
});
