// The command palette as a person uses it: Ctrl+K anywhere in the signed-in area, a demo
// apprentice's name and Enter to their page, a screen's name and Enter to that screen, the recent
// items when the box is empty, Esc giving the focus back where it was, and no axe-core violation
// (WCAG 2.2 A/AA) in the open palette, light and dark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { varrerComAxe } from './support/axe';
import { abrirNavegador, entrar, sessaoGuardada } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let page: Page;

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1', CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  page = await (await navegador.newContext()).newPage();
  await entrar(page, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const caixa = () => page.getByRole('combobox', { name: 'Buscar telas e registros' });

async function abrirPaleta(): Promise<void> {
  await page.keyboard.press('Control+k');
  await caixa().waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
}

/** A demo apprentice, asked of the API the screen uses. */
async function aprendizDemo(): Promise<{ id: number; nome: string }> {
  const { token } = await sessaoGuardada(page);
  return page.evaluate(async (t) => {
    const r = await fetch('/api/aprendiz?pageSize=1&sort=-dataCadastro', {
      headers: { authorization: `Bearer ${String(t)}` },
    });
    const corpo = (await r.json()) as { data: { id: number; nome: string }[] };
    const primeiro = corpo.data[0];
    if (!primeiro) throw new Error('sem aprendizes de demonstração');
    return primeiro;
  }, token);
}

test('Ctrl+K, o nome de um aprendiz e Enter abrem a página dele', async () => {
  const aprendiz = await aprendizDemo();
  await page.goto(`${servidor.url}/turmas`);
  await page.locator('main h1').first().waitFor();
  await abrirPaleta();
  // Two words of the name, without accents, as people type them.
  const termo = aprendiz.nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join(' ');
  await caixa().fill(termo);
  const opcao = page.getByRole('option', { name: new RegExp(aprendiz.nome) }).first();
  await opcao.waitFor();
  // Enter opens the active option; walk to this one with the arrows.
  for (let i = 0; i < 12; i += 1) {
    if ((await opcao.getAttribute('aria-selected')) === 'true') break;
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await opcao.getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/aprendizes/${String(aprendiz.id)}`);
  await page.getByRole('heading', { name: aprendiz.nome }).first().waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
});

test('o nome de uma tela e Enter abrem a tela', async () => {
  await abrirPaleta();
  await caixa().fill('relatorio de frequencia');
  await page.getByRole('option', { name: /Relatório de frequência/ }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/relatorios/frequencia');
  await page.locator('main h1').first().waitFor();
});

test('vazia, a paleta mostra primeiro o que foi aberto por último', async () => {
  const aprendiz = await aprendizDemo();
  await abrirPaleta();
  const recentes = page.getByRole('group', { name: 'Recentes' }).getByRole('option');
  await recentes.first().waitFor();
  assert.deepEqual(await recentes.allInnerTexts(), ['Relatório de frequência', aprendiz.nome]);
  await page.keyboard.press('Escape');
});

test('Esc fecha e devolve o foco ao que o tinha; o botão da barra também abre', async () => {
  await page.goto(`${servidor.url}/dashboard`);
  const menu = page.locator('#botao-menu-usuario');
  await menu.focus();
  await abrirPaleta();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'botao-menu-usuario');

  const botao = page.getByRole('button', { name: /^Buscar/ });
  await botao.click();
  await caixa().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.equal(await botao.evaluate((b) => b === document.activeElement), true);
});

test('a paleta aberta, com resultados, não tem violações WCAG 2.2 A/AA, clara e escura', async () => {
  for (const tema of ['light', 'dark'] as const) {
    // bypassCSP: axe is injected as an inline script, which the product's CSP rightly refuses.
    const contexto = await navegador.newContext({ colorScheme: tema, bypassCSP: true });
    const p = await contexto.newPage();
    await entrar(p, servidor.url);
    // The shortcut is listened to once the signed-in frame is on screen.
    await p.getByRole('button', { name: /^Buscar/ }).waitFor();
    await p.keyboard.press('Control+k');
    const campo = p.getByRole('combobox', { name: 'Buscar telas e registros' });
    await campo.fill('ana');
    await p.getByRole('group', { name: 'Aprendizes' }).waitFor();
    await p.keyboard.press('ArrowDown');
    const violacoes = (await varrerComAxe(p, '[role="dialog"]')).map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    assert.deepEqual(violacoes, [], `[${tema}]`);
    await contexto.close();
  }
});
