// The sign-in lifecycle as a person meets it: redirects, sign-in, sign-out (also when the server
// call fails), a revoked session sending every call back to /login, and the session check spinner.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { abrirNavegador, entrar, sessaoGuardada } from './support/navegador';
import { ADMIN, iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

async function novaPagina() {
  const contexto = await navegador.newContext();
  return contexto.newPage();
}

describe('redirecionamentos sem sessão', () => {
  test('/ leva a /login', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.context().close();
  });

  test('uma rota interna leva a /login', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/aprendizes`);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('entrar e sair', () => {
  test('credenciais erradas mostram a mensagem em português e não entram', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/login`);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-mesmo');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha inválidos.').waitFor();
    assert.match(page.url(), /\/login$/);
    await page.context().close();
  });

  test('entra, / e /login levam ao painel, e Sair volta a /login limpando a sessão', async () => {
    const page = await novaPagina();
    await entrar(page, servidor.url);
    const sessao = await sessaoGuardada(page);
    assert.ok(sessao.token, 'o token fica guardado');
    assert.ok(sessao.user, 'o usuário fica guardado');

    await page.goto(`${servidor.url}/`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${servidor.url}/login`);
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    const depois = await sessaoGuardada(page);
    assert.equal(depois.token, null);
    assert.equal(depois.user, null);
    await page.context().close();
  });

  test('Sair limpa a sessão mesmo quando o servidor falha', async () => {
    const page = await novaPagina();
    await entrar(page, servidor.url);
    await page.route('**/api/auth/logout', (route) => route.abort('failed'));
    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    const depois = await sessaoGuardada(page);
    assert.equal(depois.token, null);
    await page.goto(`${servidor.url}/dashboard`);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});

describe('sessão revogada', () => {
  test('um 401 em qualquer chamada limpa a sessão e leva a /login', async () => {
    const page = await novaPagina();
    await entrar(page, servidor.url);
    const { token } = await sessaoGuardada(page);
    // Another tab signs this session out on the server: the next call of this page gets a 401.
    const r = await fetch(`${servidor.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    assert.equal(r.status, 204);
    await page.reload();
    await page.waitForURL('**/login');
    const depois = await sessaoGuardada(page);
    assert.equal(depois.token, null);
    assert.equal(depois.user, null);
    await page.context().close();
  });

  test('enquanto a sessão é verificada a tela mostra Carregando...', async () => {
    const page = await novaPagina();
    await entrar(page, servidor.url);
    let liberar: () => void = () => undefined;
    const liberado = new Promise<void>((r) => (liberar = r));
    await page.route('**/api/auth/me', async (route) => {
      await liberado;
      await route.continue();
    });
    await page.reload();
    await page.getByText('Carregando...', { exact: true }).waitFor();
    liberar();
    await page.getByText('Carregando...', { exact: true }).waitFor({ state: 'detached' });
    assert.match(page.url(), /\/dashboard$/);
    await page.context().close();
  });
});
