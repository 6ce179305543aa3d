// The spreadsheet import (issue 17, docs/API-IMPORTACAO.md) as a secretary uses it: from the
// apprentices' list to /aprendizes/importar, the template downloaded (two sheets), a CSV with 250
// valid rows and the four refusals the issue names (bad CPF, CPF repeated in the file, unknown
// municipality, minor without responsável) uploaded, each message in its column's cell, axe in the
// light and the dark theme, the import's progress seen moving ("N de 250 linhas"), the result, the
// refused rows' file (those four only), and an imported apprentice found in the list.
// E2E_CAPTURAS=<folder> also saves screenshots (desktop 1280 and phone 390, light and dark).
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { cpfNovo } from './support/api';
import { varrerComAxe, type Violacao } from './support/axe';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let contexto: BrowserContext;
let page: Page;
const capturas = process.env.E2E_CAPTURAS;

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
  contexto = await navegador.newContext({
    locale: 'pt-BR',
    acceptDownloads: true,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
  });
  page = await contexto.newPage();
  await entrar(page, servidor.url);
  if (capturas) await mkdir(capturas, { recursive: true });
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

/** 'dd/mm/aaaa' of someone `anos` years old today. */
function nascido(anos: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - anos);
  d.setDate(d.getDate() - 10);
  return d.toLocaleDateString('pt-BR');
}

const descrever = (vs: Violacao[]) =>
  vs.map(
    (v) =>
      `${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
  );

async function capturar(nome: string) {
  if (!capturas) return;
  for (const tema of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: tema });
    await page.waitForTimeout(400);
    for (const [largura, altura] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: largura, height: altura });
      await page.screenshot({
        path: join(capturas, `${nome}-${tema}-${String(largura)}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe on the screen's main area in the light and the dark theme (switched as the system would),
 * at desktop and phone widths. */
async function axeNosDoisTemas(onde: string) {
  // The pointer off the buttons: a hovered button is read in its hover colour.
  await page.mouse.move(0, 0);
  for (const tema of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: tema });
    // MUI's colour transitions (step labels, buttons: up to 250 ms) end before colours are read.
    await page.waitForTimeout(400);
    // Desktop (the table) and phone (the list of blocks) widths.
    for (const largura of [1280, 390]) {
      await page.setViewportSize({ width: largura, height: 900 });
      const vs = await varrerComAxe(page, 'main');
      assert.deepEqual(descrever(vs), [], `axe ${onde}, tema ${tema}, ${String(largura)} px`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The text of the cell of `coluna` in the row that mentions `nome`. */
async function celula(nome: string, coluna: string): Promise<string> {
  const tabela = page.getByRole('table', { name: 'Linhas da planilha e seus erros por coluna' });
  const titulos = await tabela.getByRole('columnheader').allTextContents();
  const indice = titulos.indexOf(coluna);
  assert.ok(indice >= 0, `coluna ${coluna} na tabela (${titulos.join(', ')})`);
  const linha = tabela.getByRole('row').filter({ hasText: nome });
  // The row's number is its header cell; then its data cells, in the headers' order.
  const textos = await linha.locator('th, td').allTextContents();
  return textos[indice] ?? '';
}

test('modelo, conferência com os erros nas colunas, importação com progresso, rejeitadas e a lista', async () => {
  const sufixo = String(Date.now()).slice(-6);
  await page.goto(`${servidor.url}/aprendizes`);
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await page.waitForURL('**/aprendizes/importar');
  await page.getByRole('heading', { name: 'Importar aprendizes', level: 1 }).waitFor();

  // The template: the column titles, and the sheet of valid values.
  const baixandoModelo = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const modelo = await baixandoModelo;
  assert.equal(modelo.suggestedFilename(), 'modelo-importacao-aprendizes.xlsx');
  const partes = unzipSync(new Uint8Array(await readFile(await modelo.path())));
  assert.match(strFromU8(partes['xl/workbook.xml'] ?? new Uint8Array()), /Valores válidos/);
  assert.match(
    strFromU8(partes['xl/worksheets/sheet1.xml'] ?? new Uint8Array()),
    /Data de nascimento/,
  );

  const cabecalho = [
    'Nome',
    'CPF',
    'Data de nascimento',
    'Município',
    'UF',
    'Responsável',
    'CPF do responsável',
    'Parentesco',
    'Telefone do responsável',
  ];
  const primeira = `Ana Importada ${sufixo}`;
  const cpfDaPrimeira = cpfNovo();
  const validas = Array.from({ length: 250 }, (_, i) => [
    i === 0 ? primeira : `Pessoa ${String(i)} Importada ${sufixo}`,
    i === 0 ? cpfDaPrimeira : cpfNovo(),
    nascido(20),
    'São Paulo',
    'SP',
    '',
    '',
    '',
    '',
  ]);
  const recusadas = [
    ['Bruno Cpf Ruim', '123.456.789-00', nascido(20), 'São Paulo', 'SP', '', '', '', ''],
    ['Carla Repetida', cpfDaPrimeira, nascido(20), '', '', '', '', '', ''],
    ['Davi Sem Cidade', cpfNovo(), nascido(20), 'Cidade Que Não Existe', 'SP', '', '', '', ''],
    ['Eva Menor Sozinha', cpfNovo(), nascido(16), '', '', '', '', '', ''],
  ];
  const linhas = [...validas.slice(0, 2), ...recusadas, ...validas.slice(2)];
  const arquivo = join(tmpdir(), `importacao-${sufixo}.csv`);
  await writeFile(
    arquivo,
    '\uFEFF' + [cabecalho, ...linhas].map((l) => l.join(';')).join('\r\n'),
    'utf8',
  );

  await page.getByLabel('Planilha de aprendizes (.xlsx ou .csv)').setInputFiles(arquivo);
  await page.getByText('254 linhas, 250 válidas, 4 com erros.').waitFor();
  assert.equal(await celula('Bruno Cpf Ruim', 'CPF'), 'CPF inválido');
  assert.equal(
    await celula('Carla Repetida', 'CPF'),
    'CPF repetido: já está na linha 2 desta planilha',
  );
  assert.equal(await celula('Davi Sem Cidade', 'Município'), 'Não há Cidade Que Não Existe em SP');
  assert.match(await celula('Eva Menor Sozinha', 'Responsável'), /respons/i);
  assert.equal(await celula('Bruno Cpf Ruim', 'Município'), '', 'nada fora da coluna do erro');

  await axeNosDoisTemas('na conferência');
  await capturar('importacao-conferencia');

  // Every text the progress line shows, recorded as it changes.
  await page.evaluate(() => {
    const vistos: string[] = [];
    (window as unknown as { progressoVisto: string[] }).progressoVisto = vistos;
    new MutationObserver(() => {
      const texto = document.querySelector('#progresso-importacao')?.textContent;
      if (texto && vistos.at(-1) !== texto) vistos.push(texto);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Importar 250 linhas válidas' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Importar 250 aprendizes?' });
  await dialogo.getByRole('button', { name: 'Importar' }).click();

  await page
    .getByText(
      '250 aprendizes importados. 4 linhas não foram importadas: baixe-as, corrija e envie de novo.',
    )
    .waitFor({ timeout: 60_000 });
  const vistos = await page.evaluate(
    () => (window as unknown as { progressoVisto: string[] }).progressoVisto,
  );
  assert.ok(
    vistos.some((t) => /^Importando: (\d+) de 250 linhas$/.test(t) && !/: (0|250) de/.test(t)),
    `um progresso intermediário foi mostrado (${vistos.join(' | ')})`,
  );
  await axeNosDoisTemas('no resultado');
  await capturar('importacao-resultado');

  const baixandoRejeitadas = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar linhas rejeitadas' }).click();
  const rejeitadas = await baixandoRejeitadas;
  assert.equal(rejeitadas.suggestedFilename(), 'aprendizes-rejeitados.csv');
  const texto = (await readFile(await rejeitadas.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [titulos, ...dados] = texto.trim().split(/\r?\n/);
  assert.equal(titulos, [...cabecalho, 'Erros'].join(';'));
  assert.deepEqual(
    dados.map((l) => l.split(';')[0]),
    recusadas.map((r) => r[0]),
  );
  assert.match(dados[0] ?? '', /CPF: CPF inválido$/);

  await page.getByRole('link', { name: 'Ver a lista de aprendizes' }).click();
  await page.waitForURL('**/aprendizes');
  await page.getByPlaceholder('Nome, nome social ou CPF').fill(primeira);
  await page.getByRole('link', { name: primeira }).waitFor();
});

test('a tela vazia (passo Arquivo) sem violações de acessibilidade e um arquivo recusado', async () => {
  await page.goto(`${servidor.url}/aprendizes/importar`);
  await page.getByRole('button', { name: 'Escolher arquivo' }).waitFor();
  await axeNosDoisTemas('no passo Arquivo');
  await capturar('importacao-arquivo');
  const semColunas = join(tmpdir(), 'sem-colunas.csv');
  await writeFile(semColunas, 'Nome;Idade\nAna;20\n', 'utf8');
  await page.getByLabel('Planilha de aprendizes (.xlsx ou .csv)').setInputFiles(semColunas);
  await page
    .getByText(
      'Faltam as colunas obrigatórias: CPF, Data de nascimento. Baixe o modelo e use os títulos dele na primeira linha.',
    )
    .waitFor();
  await capturar('importacao-erro');
});
