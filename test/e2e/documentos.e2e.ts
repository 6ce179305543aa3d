// Issue 35 as the counter and the receiver live it: staff issue a declaration de matrícula from the
// apprentice's page and download its PDF; the address printed beside the QR code (read from the
// PDF's text, as a phone would read the QR) opens the public page, signed out, which says the
// document is valid and shows the name with the middle names abbreviated. A mistyped code gets the
// Portuguese message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aprendizesAdultos, apiComoAdmin, turmaDeTeoria } from './support/api';
import { varrerComAxe } from './support/axe';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let contexto: BrowserContext;
let page: Page;
let aprendizId = 0;

before(async () => {
  servidor = await iniciarServidor();
  const api = await apiComoAdmin(servidor.url);
  [aprendizId] = (await aprendizesAdultos(api, ['Maria Aparecida da Silva Santos'])) as [number];
  await turmaDeTeoria(api, {
    codigo: 'DOC-E2E',
    nome: 'Auxiliar Administrativo - Manhã',
    inicioEmDias: -10,
    aprendizIds: [aprendizId],
  });
  navegador = await abrirNavegador();
  contexto = await navegador.newContext({
    locale: 'pt-BR',
    acceptDownloads: true,
    bypassCSP: true,
  });
  page = await contexto.newPage();
  await entrar(page, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

test('emite a declaração, baixa o PDF e o endereço do QR abre a página pública: válido', async () => {
  await page.goto(`${servidor.url}/aprendizes/${String(aprendizId)}?aba=documentos`);
  await page.getByText('Nenhum documento emitido para este aprendiz.').waitFor();
  await page.getByRole('button', { name: 'Emitir', exact: true }).click();
  const linha = page.getByRole('row', { name: /Declaração de matrícula/ });
  await linha.waitFor();
  assert.deepEqual(await varrerComAxe(page), [], 'a aba Documentos passa no axe');

  const download = page.waitForEvent('download');
  await linha.getByRole('button', { name: 'Baixar PDF' }).click();
  const caminho = await (await download).path();
  const texto = execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' });
  assert.match(texto, /DECLARAÇÃO DE MATRÍCULA/);
  const url =
    /https?:\/\/\S+\/verificar\/[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(
      texto,
    )?.[0];
  assert.ok(url, `o PDF traz o endereço de verificação:\n${texto}`);
  const codigo = url.split('/').pop() ?? '';
  assert.match((await linha.textContent()) ?? '', new RegExp(codigo));

  // The receiver: another browser, never signed in.
  const publico = await navegador.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    // axe is injected into the page (the CSP allows only our own scripts).
    bypassCSP: true,
  });
  const celular = await publico.newPage();
  const resposta = await celular.goto(url);
  assert.match(resposta?.headers()['x-robots-tag'] ?? '', /noindex/);
  await celular.getByText('Documento válido').waitFor();
  assert.equal(await celular.getByText('Maria A. S. Santos').count(), 1);
  assert.equal(await celular.getByText('Maria Aparecida da Silva Santos').count(), 0);
  assert.deepEqual(await varrerComAxe(celular), [], 'a página pública passa no axe (WCAG 2.2 AA)');

  // A typo in the code: typed key by key, as a person does.
  const campo = celular.getByLabel('Código de verificação');
  await campo.clear();
  await campo.pressSequentially('ABCD-EFGH-JKMN', { delay: 40 });
  await celular.getByRole('button', { name: 'Verificar' }).click();
  await celular.getByRole('alert').filter({ hasText: 'Código não encontrado' }).waitFor();
  await publico.close();
});

test('quem não tem direito lê o motivo: sem frequência registrada, não há declaração de frequência', async () => {
  await page.goto(`${servidor.url}/aprendizes/${String(aprendizId)}?aba=documentos`);
  await page.getByRole('combobox', { name: 'Documento' }).click();
  await page.getByRole('option', { name: 'Declaração de frequência' }).click();
  await page.getByRole('button', { name: 'Emitir', exact: true }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Não há frequência registrada para o aprendiz na turma.' })
    .waitFor();
});
