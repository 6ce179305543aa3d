// A contract as staff make and end it: from the apprentice's page, through the creation flow (the
// seed's messages on the way, back and forward keeping what was typed, a reload in the middle that
// keeps the unfinished contract), saved; then extended and terminated in their dialogs, and the
// apprentice's situação and class following (Contratado, then Desligado with the class ended).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { MENSAGENS_CONTRATO as M, terminoPorDuracao } from '../../src/shared/validation/contratos';
import { MENSAGENS_LEGISLACAO as L } from '../../src/shared/validation/legislacao';
import { dataLocal } from '../../src/shared/validation/datas';
import { digitosVerificadoresCpf } from '../../src/shared/validation/documentos';
import { digitosVerificadoresCnpj } from '../../src/shared/validation/parceiro';
import { abrirNavegador, entrar } from './support/navegador';
import { ADMIN, iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let token = '';

const dia = (dias: number) => dataLocal(new Date(Date.now() + dias * 86_400_000));
/** 'aaaa-mm-dd' -> what a person types in a dd/mm/aaaa field. */
const digitado = (iso: string) => iso.split('-').reverse().join('');
const br = (iso: string) => iso.split('-').reverse().join('/');

async function api<T>(metodo: string, caminho: string, corpo?: unknown): Promise<T> {
  const r = await fetch(`${servidor.url}${caminho}`, {
    method: metodo,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(corpo === undefined ? {} : { body: JSON.stringify(corpo) }),
  });
  const texto = await r.text();
  if (!r.ok) throw new Error(`${metodo} ${caminho}: ${String(r.status)} ${texto}`);
  return (texto ? JSON.parse(texto) : undefined) as T;
}

const sufixo = Date.now().toString(36).slice(-5).toUpperCase();
const NOME_APRENDIZ = `Otávio Contratado ${sufixo}`;
const NOME_EMPRESA = `Mercado Contrato ${sufixo}`;
let aprendizId = 0;
let turmaCodigo = '';

before(async () => {
  // No load shedding: on a busy machine the setup's burst of writes must wait, not get a 503.
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  token = (
    await api<{ token: string }>('POST', '/api/auth/login', {
      email: ADMIN.email,
      senha: ADMIN.senha,
    })
  ).token;
  const base = String(300_000_000 + Math.floor(Math.random() * 99_999_999)).slice(-9);
  aprendizId = (
    await api<{ id: number }>('POST', '/api/aprendiz', {
      nome: NOME_APRENDIZ,
      cpf: `${base}${digitosVerificadoresCpf(base)}`,
      dataNascimento: dia(-19 * 365),
      celular: '(11) 98888-7777',
      email: `otavio.${sufixo.toLowerCase()}@example.com`,
      endereco: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        municipioId: 3550308,
      },
    })
  ).id;
  const ramos = await api<{ data: { id: number; codigo: string }[] }>(
    'GET',
    '/api/cadastros/ramo-atividade',
  );
  const cnpj = `12${sufixo.padEnd(5, '0')}000${String(Date.now() % 100).padStart(2, '0')}`.slice(
    0,
    12,
  );
  const parceiro = await api<{ id: number }>('POST', '/api/parceiros', {
    razaoSocial: `${NOME_EMPRESA} Ltda`,
    nomeFantasia: NOME_EMPRESA,
    cnpj: `${cnpj}${digitosVerificadoresCnpj(cnpj)}`,
    ramoAtividadeId: ramos.data.find((r) => r.codigo === 'G')?.id,
    cotaAprendizes: 3,
  });
  await api('POST', `/api/parceiros/${parceiro.id}/unidades`, { nome: 'Loja Centro' });
  const cursos = await api<{ data: { id: number }[] }>('GET', '/api/cadastros/curso');
  turmaCodigo = `CTR-${sufixo}`;
  const turma = await api<{ id: number }>('POST', '/api/turmas', {
    codigo: turmaCodigo,
    nome: 'Comércio e varejo - Tarde',
    cursoId: cursos.data[0]?.id,
    turno: 'tarde',
    diasTeoria: [2, 4],
    dataInicio: dia(-30),
    dataFim: dia(300),
    capacidade: 30,
    status: 'em andamento',
  });
  await api('POST', '/api/alocacoes', {
    turmaId: turma.id,
    aprendizIds: [aprendizId],
    dataInicio: dia(-10),
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

/** A dd/mm/aaaa picker: click its text and type the digits (the sections advance by themselves). */
async function preencherData(page: Page, rotulo: RegExp, iso: string) {
  await page.getByRole('group', { name: rotulo }).first().click();
  await page.keyboard.type(digitado(iso));
}

/** The text of an MUI select (the visible button, not the hidden input). */
async function escolherNoSelect(page: Page, rotulo: RegExp, opcao: string | RegExp) {
  await page.getByRole('combobox', { name: rotulo }).click();
  await page.getByRole('option', { name: opcao }).first().click();
}

const proximo = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();

/** Typed key by key, as a person does (never `fill`: it skips the input events a person makes). */
const digitar = (page: Page, texto: string) => page.keyboard.type(texto, { delay: 30 });

describe('contratos', () => {
  test('a revisão mostra, sob cada campo, o que a legislação da aprendizagem impede', async () => {
    // The case: 15 years old, still in ensino fundamental, school in the afternoon, a
    // practice of 8 hours that runs into school, a bolsa far below the 2025 minimum.
    const graus = await api<{ data: { id: number; codigo: string | null }[] }>(
      'GET',
      '/api/cadastros/grau-escolaridade',
    );
    const base = String(300_000_000 + Math.floor(Math.random() * 99_999_999)).slice(-9);
    const menor = await api<{ id: number }>('POST', '/api/aprendiz', {
      nome: `Bruna Menor ${sufixo}`,
      cpf: `${base}${digitosVerificadoresCpf(base)}`,
      dataNascimento: '2010-06-01',
      grauEscolaridadeId: graus.data.find((g) => g.codigo === 'fundamental-cursando')?.id,
      turnoEscolar: 'tarde',
      celular: '(11) 97777-6666',
      responsavel: {
        nome: 'Maria Responsável',
        cpf: '52998224725',
        parentesco: 'Mãe',
        telefone: '(11) 96666-5555',
      },
    });
    const page = await novaPagina();
    try {
      await page.goto(`${servidor.url}/contratos/novo?aprendizId=${menor.id}`);
      await page.getByRole('heading', { name: `Bruna Menor ${sufixo}` }).waitFor();
      await proximo(page);
      const empresa = page.getByRole('combobox', { name: /^Empresa/ });
      await empresa.click();
      await empresa.pressSequentially(NOME_EMPRESA.slice(0, 12), { delay: 30 });
      await page.getByRole('option', { name: NOME_EMPRESA }).click();
      await escolherNoSelect(page, /^Unidade/, /Loja Centro/);
      await proximo(page);

      await page.locator('input[name="Con_CargaHoraria"]').click();
      await digitar(page, '44');
      await escolherNoSelect(page, /^Tipo de contrato/, 'Aprendizagem');
      await page
        .getByRole('group', { name: /^Data de início/ })
        .first()
        .click();
      await digitar(page, digitado('2025-12-01'));
      await page.locator('input[name="Con_Duracao"]').click();
      await digitar(page, '12');
      for (const diaDaSemana of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) {
        await page.getByRole('checkbox', { name: diaDaSemana }).check();
      }
      await page.locator('input[name="Con_HoraEntrada"]').click();
      await digitar(page, '1400');
      assert.equal(await page.locator('input[name="Con_HoraEntrada"]').inputValue(), '14:00');
      await page.locator('input[name="Con_HoraSaida"]').click();
      await digitar(page, '2200');
      await page.locator('input[name="Con_ValorBolsa"]').click();
      await digitar(page, '100');
      // Reais as said, written as money when the field is left.
      await page.keyboard.press('Tab');
      assert.equal(await page.locator('input[name="Con_ValorBolsa"]').inputValue(), 'R$ 100,00');
      await proximo(page);

      await page.getByText('O contrato não pode ser salvo assim').waitFor();
      const sob = (campo: string) => page.locator(`[data-problema="${campo}"]`);
      await sob('Con_HoraSaida').waitFor();
      assert.equal(await sob('Con_HoraSaida').textContent(), L.jornadaAcimaDe6('8h'));
      assert.equal(await sob('Con_HoraEntrada').textContent(), L.turnoEscolar('tarde, 13h às 18h'));
      assert.equal(
        await sob('Con_ValorBolsa').textContent(),
        'A bolsa não pode ser menor que o salário mínimo hora de 2025 pelas horas do mês: R$ 1.518,00 (CLT, art. 428, § 2º).',
      );
      // The 2% FGTS is shown and offered for the empty Encargos.
      await page.getByText('R$ 2,00').first().waitFor();
      await page.getByRole('button', { name: 'Usar em Encargos' }).waitFor();
      assert.equal(await page.getByText('Verificado: o contrato pode ser salvo.').count(), 0);
    } catch (erro) {
      if (process.env.E2E_CAPTURAS) {
        await page.screenshot({
          path: `${process.env.E2E_CAPTURAS}/contratos-legislacao-falha.png`,
          fullPage: true,
        });
      }
      throw erro;
    } finally {
      await page.context().close();
    }
  });

  test('cria pelo fluxo, prorroga, rescinde, e a situação e a turma do aprendiz acompanham', async () => {
    const page = await novaPagina();
    try {
      await percorrer(page);
    } catch (erro) {
      // What the screen showed when a step failed, to look at (E2E_CAPTURAS=folder).
      if (process.env.E2E_CAPTURAS) {
        await page.screenshot({
          path: `${process.env.E2E_CAPTURAS}/contratos-falha.png`,
          fullPage: true,
        });
      }
      throw erro;
    }
  });
});

async function percorrer(page: Page) {
  {
    const inicio = dia(0);
    const termino = terminoPorDuracao(inicio, 12);

    // From the apprentice's page: the flow opens with them chosen.
    await page.goto(`${servidor.url}/aprendizes/${aprendizId}?aba=contratos`);
    await page.getByText('Este aprendiz ainda não tem contratos.').waitFor();
    await page.getByRole('link', { name: 'Novo contrato' }).click();
    await page.waitForURL(`**/contratos/novo?aprendizId=${aprendizId}`);
    await page.getByRole('heading', { name: NOME_APRENDIZ }).waitFor();
    await page.getByText('Nenhum contrato em curso para este aprendiz.').waitFor();
    await proximo(page);

    // Empresa e unidade: going on without one says the seed's message.
    const empresa = page.getByRole('combobox', { name: /^Empresa/ });
    await empresa.waitFor();
    await proximo(page);
    await page.getByText(M.selecioneEmpresa).waitFor();
    await empresa.click();
    await empresa.fill(NOME_EMPRESA.slice(0, 12));
    await page.getByRole('option', { name: NOME_EMPRESA }).click();
    await escolherNoSelect(page, /^Unidade/, /Loja Centro/);
    await page.getByText('0 de 3 agora; 1 de 3 com este contrato').waitFor();
    await proximo(page);

    // Termos: the seed's messages appear as soon as the person tries to go on or types.
    await page.locator('input[name="Con_CargaHoraria"]').waitFor();
    await proximo(page);
    for (const m of [
      M.selecioneTipo,
      M.dataInicioObrigatoria,
      M.dataTerminoObrigatoria,
      M.duracaoForaDaFaixa,
      M.cargaHorariaForaDaFaixa,
    ]) {
      await page.getByText(m).first().waitFor();
    }
    await page.locator('input[name="Con_CargaHoraria"]').fill('50');
    await page.getByText(M.cargaHorariaForaDaFaixa).waitFor();
    await page.locator('input[name="Con_CargaHoraria"]').fill('20');
    await escolherNoSelect(page, /^Tipo de contrato/, 'Aprendizagem');
    // A click in the middle of the empty field, as a person does, and the date typed from the day.
    await page
      .locator('.MuiPickersInputBase-root', { has: page.locator('input[name="Con_DataInicio"]') })
      .click();
    await page.keyboard.type(digitado(inicio), { delay: 80 });
    assert.equal(await page.locator('input[name="Con_DataInicio"]').inputValue(), br(inicio));
    await page.locator('input[name="Con_Duracao"]').fill('12');
    // início + duração fill término.
    assert.equal(await page.locator('input[name="Con_DataTermino"]').inputValue(), br(termino));
    // Reais as said: "1500" is R$ 1.500,00 (not a cents mask).
    await page.locator('input[name="Con_ValorBolsa"]').pressSequentially('1500', { delay: 80 });
    await page.keyboard.press('Tab');
    assert.equal(await page.locator('input[name="Con_ValorBolsa"]').inputValue(), 'R$ 1.500,00');

    // Back and forward keep what was typed.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await empresa.waitFor();
    assert.equal(await empresa.inputValue(), NOME_EMPRESA);
    await proximo(page);
    assert.equal(await page.locator('input[name="Con_CargaHoraria"]').inputValue(), '20');
    assert.equal(await page.locator('input[name="Con_Duracao"]').inputValue(), '12');

    // A reload in the middle keeps the unfinished contract.
    await page.reload();
    await page
      .getByText('Este é o contrato não concluído que você começou antes', { exact: false })
      .waitFor();
    assert.equal(await page.locator('input[name="Con_ValorBolsa"]').inputValue(), 'R$ 1.500,00');
    assert.equal(await page.locator('input[name="Con_DataInicio"]').inputValue(), br(inicio));
    await proximo(page);

    // Revisão: the server's check, then save; the contract's page opens.
    await page.getByText('Verificado: o contrato pode ser salvo.', { exact: false }).waitFor();
    await page.getByText(NOME_EMPRESA).first().waitFor();
    await page.getByRole('button', { name: 'Salvar contrato' }).click();
    await page.waitForURL(/\/contratos\/\d+$/);
    await page.getByRole('heading', { name: /^Contrato \d{4}\/\d{5}$/ }).waitFor();
    await page.getByText('R$ 1.500,00').waitFor();
    await page.getByText('Vigente', { exact: true }).waitFor();
    const enderecoDoContrato = page.url();

    // The apprentice is Contratado now.
    await page.goto(`${servidor.url}/aprendizes/${aprendizId}`);
    await page.getByText('Contratado', { exact: true }).first().waitFor();

    // Prorrogar: the dialog asks, then confirms what will happen.
    await page.goto(enderecoDoContrato);
    await page.getByRole('button', { name: 'Prorrogar' }).click();
    const prorrogar = page.getByRole('dialog');
    await prorrogar.getByRole('button', { name: 'Continuar' }).click();
    await prorrogar.getByText(M.informeNovaDataTermino).waitFor();
    const novoTermino = terminoPorDuracao(inicio, 15);
    await preencherData(page, /^Nova data de término/, novoTermino);
    await prorrogar.locator('textarea[name="motivo"]').fill('Empresa pediu mais três meses');
    await prorrogar.getByRole('button', { name: 'Continuar' }).click();
    await prorrogar.getByText(`para ${br(novoTermino)}`, { exact: false }).waitFor();
    await prorrogar.getByRole('button', { name: 'Confirmar prorrogação' }).click();
    await prorrogar.waitFor({ state: 'detached' });
    await page.getByText('Prorrogado', { exact: true }).first().waitFor();
    await page.getByText(/Prorrogado por .* em/).waitFor();

    // Rescindir today, by the apprentice's own request.
    await page.getByRole('button', { name: 'Rescindir' }).click();
    const rescindir = page.getByRole('dialog');
    await preencherData(page, /^Data da rescisão/, dia(0));
    await escolherNoSelect(page, /^Motivo do desligamento/, 'A pedido do aprendiz');
    await rescindir.getByRole('button', { name: 'Continuar' }).click();
    await rescindir.getByText('Isso não pode ser desfeito', { exact: false }).waitFor();
    await rescindir.getByRole('button', { name: 'Confirmar rescisão' }).click();
    await rescindir.waitFor({ state: 'detached' });
    await page.getByText('Rescindido', { exact: true }).first().waitFor();
    await page.getByText(/Rescindido por .* em/).waitFor();

    // The apprentice is Desligado and no longer in the class.
    await page.goto(`${servidor.url}/aprendizes/${aprendizId}`);
    await page.getByText('Desligado', { exact: true }).first().waitFor();
    await page.goto(`${servidor.url}/aprendizes/${aprendizId}?aba=turmas`);
    await page.getByText(turmaCodigo, { exact: false }).waitFor();
    assert.equal(await page.getByText('Atual', { exact: true }).count(), 0);
    await page.getByText(`a ${br(dia(0))}`, { exact: false }).waitFor();

    // And the lists say it too.
    await page.goto(`${servidor.url}/contratos/rescisoes`);
    await page.getByRole('gridcell', { name: NOME_APRENDIZ }).waitFor();
    await page.goto(`${servidor.url}/contratos/prorrogacoes`);
    await page.getByRole('gridcell', { name: 'Empresa pediu mais três meses' }).waitFor();
  }
}
