// The curriculum as staff build it: a course, a module and two disciplines, a plan for the course,
// its curriculum put together through the search, reordered and saved; after a reload the same
// order and total; and the plan's PDF downloaded.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { dataLocal } from '../../src/shared/validation/datas';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;

const dia = (dias: number) => dataLocal(new Date(Date.now() + dias * 86_400_000));
/** 'aaaa-mm-dd' -> what a person types in a dd/mm/aaaa field. */
const digitado = (iso: string) => iso.split('-').reverse().join('');

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

async function novaPagina(): Promise<Page> {
  const contexto = await navegador.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  return page;
}

/** Opens a registry's 'Novo…' dialog, fills it and saves; waits for the dialog to close. */
async function cadastrar(page: Page, botao: string, preencher: (d: Locator) => Promise<void>) {
  await page.getByRole('button', { name: botao }).click();
  const dialogo = page.getByRole('dialog');
  await preencher(dialogo);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await dialogo.waitFor({ state: 'detached' });
}

async function escolherNoSelect(page: Page, onde: Locator, rotulo: string, opcao: string | RegExp) {
  await onde.getByRole('combobox', { name: rotulo }).click();
  await page.getByRole('option', { name: opcao }).click();
}

async function incluirDisciplina(page: Page, nome: string) {
  const busca = page.getByRole('combobox', { name: 'Incluir disciplina' });
  await busca.click();
  await busca.fill(nome);
  await page.getByRole('option', { name: new RegExp(nome) }).click();
  await page.getByRole('row', { name: new RegExp(nome) }).waitFor();
}

/** The curriculum's discipline names as the table shows them, top to bottom. */
const ordemNaTabela = (page: Page) =>
  page
    .getByRole('table', { name: 'Disciplinas do currículo, em ordem' })
    .locator('tbody tr td:nth-child(2) p')
    .allInnerTexts();

describe('currículo', () => {
  test('curso, módulo, disciplinas, plano e currículo: salvo, recarregado igual, e o PDF', async () => {
    const page = await novaPagina();

    await page.goto(`${servidor.url}/cadastros`);
    await page
      .locator('main')
      .getByRole('link', { name: /^Cursos/ })
      .click();
    await page.waitForURL('**/modulos/cursos');
    await cadastrar(page, 'Novo curso', async (d) => {
      await d.locator('input[name="nome"]').fill('Aprendiz em Logística E2E');
      await d.locator('input[name="cargaHorariaTotal"]').fill('60');
    });
    await page.getByRole('grid').getByRole('link', { name: 'Aprendiz em Logística E2E' }).waitFor();

    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.waitForURL(/\/modulos$/);
    await cadastrar(page, 'Novo módulo', async (d) => {
      await d.locator('input[name="nome"]').fill('Operações de armazém');
      await d.locator('input[name="cargaHoraria"]').fill('60');
    });
    await page.getByRole('heading', { level: 2, name: /Operações de armazém/ }).waitFor();

    await page.getByRole('tab', { name: 'Disciplinas' }).click();
    await page.waitForURL('**/modulos/disciplinas');
    for (const [nome, horas] of [
      ['Controle de estoque', '40'],
      ['Expedição e recebimento', '20'],
    ] as const) {
      await cadastrar(page, 'Nova disciplina', async (d) => {
        await escolherNoSelect(page, d, 'Módulo', /Operações de armazém/);
        await d.locator('input[name="nome"]').fill(nome);
        await d.locator('input[name="cargaHoraria"]').fill(horas);
      });
      await page.getByRole('grid').getByRole('link', { name: nome }).waitFor();
    }

    await page.getByRole('tab', { name: 'Planos de curso' }).click();
    await page.waitForURL('**/modulos/planos');
    await cadastrar(page, 'Novo plano', async (d) => {
      await escolherNoSelect(page, d, 'Curso', 'Aprendiz em Logística E2E');
      await d.locator('input[name="nome"]').fill('Plano Logística 2026');
      await d.getByRole('group', { name: 'Início da vigência' }).click();
      await page.keyboard.type(digitado(dia(-30)));
    });
    const linhaDoPlano = page.getByRole('row', { name: /Plano Logística 2026/ });
    await linhaDoPlano.getByText('sem término', { exact: false }).waitFor();
    await linhaDoPlano
      .getByRole('link', { name: 'Currículo do plano Plano Logística 2026' })
      .click();
    await page.waitForURL(/\/modulos\/planos\/\d+\/curriculo$/);
    await page
      .getByRole('heading', { level: 1, name: 'Currículo · Plano Logística 2026' })
      .waitFor();
    await page.getByText('O currículo ainda não tem disciplinas.').waitFor();

    await incluirDisciplina(page, 'Controle de estoque');
    await incluirDisciplina(page, 'Expedição e recebimento');
    assert.deepEqual(await ordemNaTabela(page), ['Controle de estoque', 'Expedição e recebimento']);
    await page.getByRole('button', { name: 'Subir Expedição e recebimento' }).click();
    assert.deepEqual(await ordemNaTabela(page), ['Expedição e recebimento', 'Controle de estoque']);
    const total = page.getByRole('status', { name: 'Total do currículo' });
    await total.getByText('O currículo soma as 60 h do curso.').waitFor();

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Currículo salvo.').waitFor();
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Currículo · Plano Logística 2026' })
      .waitFor();
    await page.getByRole('row', { name: /Controle de estoque/ }).waitFor();
    assert.deepEqual(await ordemNaTabela(page), ['Expedição e recebimento', 'Controle de estoque']);
    await total.getByText('O currículo soma as 60 h do curso.').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const caminho = await download.path();
    const inicio = (await readFile(caminho)).subarray(0, 5).toString('latin1');
    assert.equal(inicio, '%PDF-');

    await page.goto(`${servidor.url}/modulos/planos`);
    const linha = page.getByRole('row', { name: /Plano Logística 2026/ });
    await linha.getByText('60 h de 60 h').waitFor();
    await page.context().close();
  });
});
