// Partners, educators, classes and the allocation flows as staff use them: a partner with a unit
// and an apprentice placed there; an educator refused with the seed's two messages, then saved; a
// class with three apprentices allocated through the flow and one of them desalocado with a
// reason; 'Carregando turma...' while the class is on its way.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { digitosVerificadoresCnpj } from '../../src/shared/validation/parceiro';
import { abrirNavegador, entrar, escolherDigitando } from './support/navegador';
import { apiComoAdmin, cpfNovo, dia, type Api } from './support/api';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let api: Api;

/** 'aaaa-mm-dd' -> what a person types in a dd/mm/aaaa field. */
const digitado = (iso: string) => iso.split('-').reverse().join('');

/** An adult apprentice in São Paulo, created through the API with a valid CPF. */
async function novoAprendiz(nome: string): Promise<number> {
  const criado = await api<{ id: number }>('POST', '/api/aprendiz', {
    nome,
    cpf: cpfNovo(),
    dataNascimento: dia(-20 * 365 - 10),
    celular: '(11) 98888-7777',
    email: `${nome.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    endereco: {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      municipioId: 3550308,
    },
  });
  return criado.id;
}

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
  api = await apiComoAdmin(servidor.url);
  await novoAprendiz('Lara Quintanilha');
  for (const nome of ['Ana Zeferino', 'Bruno Zeferino', 'Carla Zeferino']) await novoAprendiz(nome);
  // More educators than a search page (20) that sort before the one the class test chooses.
  for (let i = 1; i <= 24; i++) {
    await api('POST', '/api/educadores', {
      EducNome: `Abel Educador ${String(i).padStart(2, '0')}`,
      EducEMail: `abel${String(i)}@educadores.org.br`,
    });
  }
  await api('POST', '/api/educadores', {
    EducNome: 'Zuleica Prado',
    EducEMail: 'zuleica@educadores.org.br',
  });
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

async function novaPagina(): Promise<Page> {
  const contexto = await navegador.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  return page;
}

/** Types into an autocomplete key by key and picks the option that matches `opcao`. */
async function escolher(
  page: Page,
  onde: Page | Locator,
  rotulo: string,
  texto: string,
  opcao: string | RegExp,
) {
  return escolherDigitando(page, onde.getByRole('combobox', { name: rotulo }), texto, opcao);
}

/** A dd/mm/aaaa picker: click its text and type the digits (the sections advance by themselves). */
async function preencherData(page: Page, rotulo: string, iso: string) {
  await page.getByRole('group', { name: rotulo }).click();
  await page.keyboard.type(digitado(iso));
}

describe('empresas e unidades', () => {
  test('cadastra uma empresa com CNPJ alfanumérico, uma unidade, e lota um aprendiz nela', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/empresas/novo`);
    await page.locator('input[name="razaoSocial"]').fill('Comercial Teste E2E Ltda');
    const base = '12ABC34501DE';
    await page.locator('input[name="cnpj"]').fill(`${base}${digitosVerificadoresCnpj(base)}`);
    const ramo = await escolher(page, page, 'Ramo de atividade (CNAE)', 'comércio', /^G - /);
    await escolher(page, page, 'Município', 'campinas', 'Campinas - SP');
    await page.locator('input[name="cotaAprendizes"]').fill('2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/empresas\/\d+\/unidades$/);
    const parceiroId = /\/empresas\/(\d+)\//.exec(page.url())?.[1] ?? '';
    const salvo = await api<{
      ramoAtividade: { codigo: string };
      endereco: { municipioId: number | null };
    }>('GET', `/api/parceiros/${parceiroId}`);
    assert.equal(salvo.endereco.municipioId, 3509502);
    assert.ok(ramo.startsWith(`${salvo.ramoAtividade.codigo} - `), ramo);
    await page.getByRole('heading', { level: 1, name: 'Comercial Teste E2E Ltda' }).waitFor();
    await page.getByText('Abaixo da cota: 0 de 2 aprendizes lotados (faltam 2).').waitFor();

    await page.getByRole('button', { name: 'Nova unidade' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nova unidade' });
    await dialogo.locator('input[name="nome"]').fill('Loja Centro');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/empresas\/\d+\/unidades\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Loja Centro' }).waitFor();

    await page.getByRole('link', { name: /Aprendizes lotados \(0\)/ }).click();
    await page.waitForURL(/\/unidades\/\d+\/aprendizes$/);
    await page.getByRole('button', { name: 'Lotar aprendiz' }).click();
    const lotar = page.getByRole('dialog', { name: /Lotar aprendiz/ });
    await escolher(page, lotar, 'Aprendiz', 'Quintanilha', /Lara Quintanilha/);
    await lotar.getByRole('button', { name: 'Lotar' }).click();
    await page.getByText('Aprendiz lotado.').waitFor();
    await page.getByRole('grid').getByRole('link', { name: 'Lara Quintanilha' }).waitFor();

    await page.goto(page.url().replace(/\/unidades\/\d+\/aprendizes$/, '/unidades'));
    await page.getByText('1 / 2').waitFor();
    await page.context().close();
  });
});

describe('educadores', () => {
  test('mostra as duas mensagens da especificação e cadastra com os nomes de campo do seed', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/educadores/novo`);
    const nome = page.locator('input[name="EducNome"]');
    const email = page.locator('input[name="EducEMail"]');
    // Typed key by key, as a person does (the form's values and body come from CAMPOS_EDUCADOR).
    await nome.pressSequentially('Jo', { delay: 40 });
    await email.pressSequentially('joana-sem-arroba', { delay: 40 });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Nome deve ter no mínimo 3 caracteres').waitFor();
    await page.getByText('Email inválido').waitFor();
    assert.equal(await page.locator('input[name="EducGrauInstrucao"]').count(), 1);

    await nome.clear();
    await nome.pressSequentially('Joana Educadora', { delay: 40 });
    await email.clear();
    await email.pressSequentially('joana@educadores.org.br', { delay: 40 });
    await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100', { delay: 40 });
    await page.getByLabel('Bairro', { exact: true }).pressSequentially('Bela Vista', { delay: 40 });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/educadores\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Joana Educadora' }).waitFor();
    await page.getByText('Bela Vista').waitFor();
    await page.getByText('01310-100').waitFor();

    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/educadores\/\d+\/editar$/);
    await page.locator('input[name="EducNome"]').waitFor();
    assert.equal(await page.locator('input[name="EducGrauInstrucao"]').count(), 0);
    await page.context().close();
  });
});

describe('turmas e alocação', () => {
  let turmaUrl = '';

  test('cria a turma, aloca três aprendizes pelo fluxo e desaloca um com motivo', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/turmas/novo`);
    await page.locator('input[name="codigo"]').fill('E2E-01');
    await page.locator('input[name="nome"]').fill('Turma de teste E2E');
    await page.getByRole('combobox', { name: 'Curso', exact: true }).click();
    await page.getByRole('option').first().click();
    await escolher(page, page, 'Educador', 'Joana', /Joana Educadora/);
    await page.getByLabel('Turno').click();
    await page.getByRole('option', { name: 'Manhã' }).click();
    await page.getByRole('button', { name: 'Seg' }).click();
    await page.getByRole('button', { name: 'Qua' }).click();
    await preencherData(page, 'Início', dia(-10));
    await preencherData(page, 'Término', dia(300));
    await page.locator('input[name="capacidade"]').fill('10');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/turmas\/\d+$/);
    turmaUrl = page.url();
    await page.getByRole('heading', { level: 1, name: /E2E-01/ }).waitFor();

    await page.getByRole('link', { name: /Aprendizes \(0\)/ }).click();
    await page.waitForURL(/\/turmas\/\d+\/aprendizes$/);
    await page.getByRole('button', { name: 'Alocar aprendizes' }).click();
    const fluxo = page.getByRole('dialog', { name: 'Alocar aprendizes em E2E-01' });
    await fluxo.getByLabel('Pesquisar aprendiz').fill('Zeferino');
    const encontrados = fluxo.getByRole('list', { name: 'Aprendizes encontrados' });
    for (const nome of ['Ana Zeferino', 'Bruno Zeferino', 'Carla Zeferino']) {
      await encontrados.getByRole('checkbox', { name: new RegExp(nome) }).click();
    }
    await fluxo.getByRole('button', { name: 'Conferir (3)' }).click();
    await fluxo.getByText('Tudo certo: os 3 aprendizes podem ser alocados nesta turma.').waitFor();
    await fluxo.getByRole('button', { name: 'Confirmar alocação' }).click();
    await fluxo.getByText(/3 aprendizes alocados em E2E-01/).waitFor();
    await fluxo.getByRole('button', { name: 'Fechar' }).click();

    const grade = page.getByRole('grid');
    for (const nome of ['Ana Zeferino', 'Bruno Zeferino', 'Carla Zeferino']) {
      await grade.getByRole('link', { name: nome }).waitFor();
    }
    await grade
      .getByRole('row', { name: /Bruno Zeferino/ })
      .getByRole('button', { name: 'Desalocar' })
      .click();
    const desalocar = page.getByRole('dialog', { name: 'Desalocar 1 aprendiz de E2E-01' });
    await desalocar.getByRole('button', { name: 'Continuar' }).click();
    await desalocar.getByText('Informe o motivo da desalocação').waitFor();
    await desalocar.getByLabel('Motivo da desalocação').fill('Mudou de turno na escola');
    await desalocar.getByRole('button', { name: 'Continuar' }).click();
    await desalocar.getByText('Mudou de turno na escola').waitFor();
    await desalocar.getByRole('button', { name: 'Desalocar' }).click();
    await desalocar.getByText('1 aprendiz desalocado de E2E-01.').waitFor();
    await desalocar.getByRole('button', { name: 'Fechar' }).click();

    await grade.getByRole('link', { name: 'Bruno Zeferino' }).waitFor({ state: 'detached' });
    assert.equal(await grade.getByRole('link', { name: /Zeferino/ }).count(), 2);
    await page.getByRole('button', { name: 'Desalocados' }).click();
    await grade.getByRole('row', { name: /Bruno Zeferino.*Mudou de turno na escola/ }).waitFor();
    await page.context().close();
  });

  test('Nova turma: o educador além dos 20 primeiros se acha digitando, e fica salvo', async () => {
    const page = await novaPagina();
    const buscas: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/educadores') buscas.push(url.searchParams.get('q') ?? '');
    });
    await page.goto(`${servidor.url}/turmas/novo`);
    await page.locator('input[name="codigo"]').fill('E2E-02');
    await page.locator('input[name="nome"]').fill('Turma do educador digitado');
    await page.getByRole('combobox', { name: 'Curso', exact: true }).click();
    await page.getByRole('option').first().click();
    const campo = page.getByRole('combobox', { name: 'Educador' });
    await campo.click();
    // The first page lists 20 and she is not among them.
    await page.getByRole('option', { name: 'Abel Educador 01' }).waitFor();
    assert.equal(await page.getByRole('option', { name: 'Zuleica Prado' }).count(), 0);
    await escolherDigitando(page, campo, 'zuleica', 'Zuleica Prado');
    // One search for what was typed, none for a stray key.
    assert.deepEqual(
      buscas.filter((q) => q !== ''),
      ['zuleica'],
    );
    await page.getByLabel('Turno').click();
    await page.getByRole('option', { name: 'Tarde' }).click();
    await page.getByRole('button', { name: 'Ter' }).click();
    await preencherData(page, 'Início', dia(5));
    await preencherData(page, 'Término', dia(200));
    await page.locator('input[name="capacidade"]').fill('10');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/turmas\/\d+$/);
    const id = /\/turmas\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const turma = await api<{ educador: { nome: string } | null }>('GET', `/api/turmas/${id}`);
    assert.equal(turma.educador?.nome, 'Zuleica Prado');
    await page.context().close();
  });

  test("mostra 'Carregando turma...' enquanto a turma carrega, e um id inválido diz que não existe", async () => {
    assert.ok(turmaUrl, 'a turma do teste anterior existe');
    const page = await novaPagina();
    const id = /\/turmas\/(\d+)$/.exec(turmaUrl)?.[1] ?? '';
    let liberar: () => void = () => undefined;
    const segurada = new Promise<void>((resolve) => (liberar = resolve));
    await page.route(`**/api/turmas/${id}`, async (rota) => {
      await segurada;
      await rota.continue();
    });
    await page.goto(turmaUrl);
    await page.getByText('Carregando turma...').waitFor();
    liberar();
    await page.getByRole('heading', { level: 1, name: /E2E-01/ }).waitFor();
    assert.equal(await page.getByText('Carregando turma...').count(), 0);

    await page.goto(`${servidor.url}/turmas/abc`);
    await page.getByRole('heading', { name: 'Turma não encontrada' }).waitFor();
    await page.goto(`${servidor.url}/turmas/999999`);
    await page.getByRole('heading', { name: 'Turma não encontrada' }).waitFor();
    await page.context().close();
  });
});
