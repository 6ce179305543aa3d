// Keyboard only (WCAG 2.1.1 and 2.4.7, issue 17): a person who cannot use a mouse signs in,
// registers an apprentice and saves a class's attendance with Tab, the arrows, letters and Enter —
// no click anywhere in this file —, sees where the focus is at every stop, and after closing a
// dialog finds the focus back on what opened it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  apiComoAdmin,
  aprendizesAdultos,
  cpfNovo,
  dia,
  turmaDeTeoria,
  type Api,
} from './support/api';
import { abrirNavegador } from './support/navegador';
import { ADMIN, iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let page: Page;
const ALUNOS = ['Davi Teclado', 'Elisa Teclado'];

const brasileira = (iso: string) => iso.split('-').reverse().join('/');

let api: Api;
let turmaId = 0;

before(async () => {
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  api = await apiComoAdmin(servidor.url);
  const ids = await aprendizesAdultos(api, ALUNOS);
  // A class with theory every weekday, begun 60 days ago, with the two apprentices.
  turmaId = await turmaDeTeoria(api, {
    codigo: 'TECLADO-E2E',
    nome: 'Teclado E2E',
    inicioEmDias: -60,
    aprendizIds: ids,
  });
  const contexto = await navegador.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 900 },
  });
  page = await contexto.newPage();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const focado = (alvo: Locator) =>
  alvo.evaluate((e) => e === document.activeElement || e.contains(document.activeElement));

/**
 * Presses Tab until `alvo` (or something inside it) has the focus, then checks that the focus can
 * be seen there: the browser's :focus-visible with a painted outline, or MUI's focused field.
 */
async function tabAte(alvo: Locator, descricao: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await focado(alvo)) {
      const visivel = await page.evaluate(() => {
        const e = document.activeElement as HTMLElement | null;
        if (!e) return false;
        const estilo = getComputedStyle(e);
        const contorno = estilo.outlineStyle !== 'none' && parseFloat(estilo.outlineWidth) >= 2;
        const campo = e.closest('.Mui-focused') !== null;
        return (e.matches(':focus-visible') && contorno) || campo;
      });
      assert.ok(visivel, `o foco em "${descricao}" não é visível`);
      return;
    }
  }
  assert.fail(`"${descricao}" não foi alcançado com ${String(max)} Tabs`);
}

test('entra, cadastra um aprendiz e salva a frequência de uma turma só com o teclado', async () => {
  // Sign in.
  await page.goto(`${servidor.url}/login`);
  await tabAte(page.getByLabel('E-mail'), 'E-mail');
  await page.keyboard.type(ADMIN.email);
  await tabAte(page.getByLabel('Senha', { exact: true }), 'Senha');
  await page.keyboard.type(ADMIN.senha);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard');

  // Register an adult apprentice (no responsável needed): name, CPF, birth date, Cadastrar.
  await page.goto(`${servidor.url}/aprendizes/novo`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const nome = 'Fabiana Só Teclado';
  await tabAte(page.getByLabel('Nome completo'), 'Nome completo');
  await page.keyboard.type(nome);
  await tabAte(page.getByRole('textbox', { name: 'CPF', exact: true }), 'CPF');
  await page.keyboard.type(cpfNovo());
  await tabAte(page.locator('[role="spinbutton"]').first(), 'Data de nascimento');
  const nascimento = dia(-20 * 365).split('-');
  await page.keyboard.type(`${nascimento[2]}${nascimento[1]}${nascimento[0]}`);
  await tabAte(page.getByRole('button', { name: 'Cadastrar' }), 'Cadastrar');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/aprendizes\/\d+$/);
  await page.getByRole('heading', { level: 1, name: nome }).waitFor();

  // Attendance: pick the class in the combobox, go to a class day, mark, save.
  await page.goto(`${servidor.url}/frequencia`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await tabAte(page.getByRole('combobox', { name: 'Turma' }), 'Turma');
  await page.keyboard.type('TECLADO');
  await page.getByRole('option', { name: /TECLADO-E2E/ }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/turma=\d+/);
  const hoje = await api<{
    diaDeAula: boolean;
    diaAnterior: string | null;
  }>('GET', `/api/frequencia?turmaId=${String(turmaId)}&data=${dia(0)}`);
  const data = hoje.diaDeAula ? dia(0) : (hoje.diaAnterior ?? '');
  if (!hoje.diaDeAula) {
    await tabAte(
      page.getByRole('button', { name: `Dia de aula anterior: ${brasileira(data)}` }),
      'Dia de aula anterior',
    );
    await page.keyboard.press('Enter');
  }
  await page.getByText('Frequência ainda não registrada neste dia.').waitFor();
  const [davi, elisa] = ALUNOS as [string, string];
  await tabAte(page.getByRole('radiogroup', { name: `Frequência de ${davi}` }), davi);
  // P marks present and moves to the next person; F marks an absence.
  await page.keyboard.press('p');
  await page.keyboard.press('f');
  await tabAte(page.getByRole('button', { name: 'Salvar' }), 'Salvar');
  await page.keyboard.press('Enter');
  await page.getByText(`Frequência de ${brasileira(data)} salva.`).waitFor();

  const salvo = await api<{
    aprendizes: { nome: string; status: string | null }[];
  }>('GET', `/api/frequencia?turmaId=${String(turmaId)}&data=${data}`);
  const status = Object.fromEntries(salvo.aprendizes.map((a) => [a.nome, a.status]));
  assert.equal(status[davi], 'presente');
  assert.equal(status[elisa], 'falta');
});

test('fechar um diálogo com Esc devolve o foco a quem o abriu', async () => {
  await page.goto(`${servidor.url}/cadastros/estado-civil`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const novo = page.getByRole('button', { name: 'Novo estado civil' });
  await tabAte(novo, 'Novo estado civil');
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog');
  await dialogo.waitFor();
  assert.equal(await focado(dialogo), true, 'o foco deve entrar no diálogo');
  await page.keyboard.press('Escape');
  await dialogo.waitFor({ state: 'detached' });
  assert.equal(await focado(novo), true, 'o foco deve voltar ao botão que abriu o diálogo');
});
