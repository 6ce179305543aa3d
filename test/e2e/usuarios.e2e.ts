// Users and permissions as two people live them, in two browser contexts against the real server:
// the administrator creates a secretary and reads the temporary password; the secretary signs in
// with it (only 'Troque sua senha' until she replaces it), sees only her menu and is refused /admin/funcoes; the
// administrator deactivates her, and her very next call to the API sends her to /login.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let admin: Page;
let secretaria: Page;

const SECRETARIA = { nome: 'Sandra Secretária', email: 'sandra@teste.local' };
// Her own words, not her name: a password holding the person's name or e-mail is refused.
const NOVA_SENHA = 'Uma frase longa do escritorio 2026';
let senhaTemporaria = '';

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
  admin = await (await navegador.newContext()).newPage();
  await entrar(admin, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('o administrador cria a secretária e lê a senha temporária uma vez', async () => {
  await admin.goto(`${servidor.url}/usuarios`);
  await admin.getByRole('button', { name: 'Novo usuário' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Novo usuário' });
  await dialogo.getByLabel('Nome').fill(SECRETARIA.nome);
  await dialogo.getByLabel('E-mail').fill(SECRETARIA.email);
  await dialogo.getByRole('combobox', { name: 'Função' }).click();
  await admin.getByRole('option', { name: 'Secretaria' }).click();
  await dialogo.getByRole('button', { name: 'Criar usuário' }).click();

  const mostrada = admin.getByRole('dialog', { name: 'Usuário criado' });
  await mostrada.getByText('Esta senha não será mostrada novamente').waitFor();
  senhaTemporaria = await mostrada.getByRole('textbox', { name: 'Senha temporária' }).inputValue();
  assert.ok(senhaTemporaria.length >= 12, 'a senha temporária aparece');
  await mostrada.getByRole('button', { name: 'Já copiei, fechar' }).click();
  await mostrada.waitFor({ state: 'hidden' });
  assert.equal(await admin.getByText(senhaTemporaria).count(), 0, 'a senha não fica na tela');

  const linha = admin.getByRole('row').filter({ hasText: SECRETARIA.email });
  await linha.waitFor();
  assert.match(await linha.innerText(), /Secretaria/);
  assert.match(await linha.innerText(), /Senha temporária/);
});

test('primeiro acesso: a secretária só vê "Troque sua senha", sem erro nem pedido recusado, e segue ao painel', async () => {
  secretaria = await (await navegador.newContext()).newPage();
  const recusados: string[] = [];
  const erros: string[] = [];
  secretaria.on('response', (r) => {
    if (r.status() >= 400) recusados.push(`${String(r.status())} ${r.url()}`);
  });
  secretaria.on('console', (m) => {
    if (m.type() === 'error') erros.push(m.text());
  });
  secretaria.on('pageerror', (e) => erros.push(e.message));
  await secretaria.goto(`${servidor.url}/login`);
  await secretaria.getByLabel('E-mail').fill(SECRETARIA.email);
  await secretaria.getByLabel('Senha', { exact: true }).fill(senhaTemporaria);
  await secretaria.getByRole('button', { name: 'Entrar' }).click();

  await secretaria.waitForURL('**/trocar-senha');
  await secretaria.getByRole('heading', { level: 1, name: 'Troque sua senha' }).waitFor();
  await secretaria.waitForLoadState('networkidle');
  assert.equal(await menu(secretaria).count(), 0, 'sem menu');
  assert.equal(await secretaria.getByRole('alert').count(), 0, 'sem mensagem de erro');
  // An address typed by hand comes back here too.
  await secretaria.goto(`${servidor.url}/aprendizes`);
  await secretaria.waitForURL('**/trocar-senha');
  await secretaria.getByRole('heading', { level: 1, name: 'Troque sua senha' }).waitFor();
  await secretaria.waitForLoadState('networkidle');

  await secretaria.getByLabel('Senha atual').fill(senhaTemporaria);
  await secretaria.getByLabel('Nova senha').fill(NOVA_SENHA);
  await secretaria.getByLabel('Confirme a senha nova').fill(NOVA_SENHA);
  await secretaria.getByRole('button', { name: 'Alterar senha' }).click();
  await secretaria.getByText('Senha alterada.').first().waitFor();
  await secretaria.waitForURL('**/aprendizes');
  await menu(secretaria).waitFor();
  await secretaria.waitForLoadState('networkidle');
  assert.equal(
    await secretaria.getByText(/Não foi possível|não tem permissão/).count(),
    0,
    'nenhum erro na tela',
  );
  assert.deepEqual(recusados, []);
  assert.deepEqual(erros, []);
});

test('a secretária vê só o menu que a função dela permite', async () => {
  await secretaria.goto(`${servidor.url}/dashboard`);
  await menu(secretaria).waitFor();
  const itens = await menu(secretaria).getByRole('link').allInnerTexts();
  const rotulos = itens.map((t) => t.trim());
  for (const permitido of ['Painel', 'Aprendizes', 'Turmas', 'Contratos', 'Cadastros auxiliares'])
    assert.ok(
      rotulos.includes(permitido),
      `${permitido} deve estar no menu: ${rotulos.join(', ')}`,
    );
  for (const proibido of ['Usuários', 'Funções', 'Auditoria'])
    assert.ok(!rotulos.includes(proibido), `${proibido} não deve estar no menu`);
});

test('/admin/funcoes pela URL mostra a tela de sem permissão', async () => {
  await secretaria.goto(`${servidor.url}/admin/funcoes`);
  await secretaria
    .getByText('Você não tem permissão para acessar esta tela', { exact: false })
    .waitFor();
  assert.equal(new URL(secretaria.url()).pathname, '/admin/funcoes');
  assert.equal(await secretaria.getByRole('table', { name: 'Funções' }).count(), 0);
});

test('desativada pelo administrador, a próxima chamada da secretária a leva ao /login', async () => {
  await secretaria.goto(`${servidor.url}/cadastros`);
  await secretaria.locator('main h1').first().waitFor();

  await admin.goto(`${servidor.url}/usuarios`);
  const linha = admin.getByRole('row').filter({ hasText: SECRETARIA.email });
  await linha.getByRole('button', { name: `Ações de ${SECRETARIA.nome}` }).click();
  await admin.getByRole('menuitem', { name: 'Desativar' }).click();
  const confirmacao = admin.getByRole('alertdialog', { name: `Desativar ${SECRETARIA.nome}?` });
  await confirmacao.getByRole('button', { name: 'Desativar' }).click();
  await admin.getByText('Usuário desativado.').first().waitFor();

  // Her session was revoked on the server: the next request (opening a list) answers 401.
  await secretaria
    .getByRole('link', { name: /Gênero/ })
    .first()
    .click();
  await secretaria.waitForURL('**/login', { timeout: 15_000 });
  await secretaria.getByRole('button', { name: 'Entrar' }).waitFor();

  // And she cannot come back in.
  await secretaria.getByLabel('E-mail').fill(SECRETARIA.email);
  await secretaria.getByLabel('Senha', { exact: true }).fill(NOVA_SENHA);
  await secretaria.getByRole('button', { name: 'Entrar' }).click();
  await secretaria
    .getByText(/Usuário desativado/)
    .first()
    .waitFor();
});
