// Attendance as an educator or coordinator takes it: a class's day with the keyboard (P marks and
// moves on, J marks a justified absence and opens its justification, F marks an absence), saved,
// and after a reload the same marks and the justification; a holiday refused with its name; and an
// apprentice's calendar with its PDF.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { diaDaSemanaIso } from '../../src/shared/validation/frequencia';
import { apiComoAdmin, cpfNovo, dia, turmaDeTeoria, type Api } from './support/api';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let turmaId = 0;
const alunos: { id: number; nome: string }[] = [];

const brasileira = (iso: string) => iso.split('-').reverse().join('/');

let api: Api;

async function novoAprendiz(nome: string): Promise<number> {
  const criado = await api<{ id: number }>('POST', '/api/aprendiz', {
    nome,
    cpf: cpfNovo(),
    dataNascimento: dia(-19 * 365),
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

/** The day's roster as the server has it (what the screen shows). */
async function diaDaTurma(data: string) {
  return await api<{
    diaDeAula: boolean;
    diaAnterior: string | null;
    motivo: string | null;
  }>('GET', `/api/frequencia?turmaId=${String(turmaId)}&data=${data}`);
}

before(async () => {
  // Four people build and test on two cores here: a busy machine must not shed this test's
  // requests (the 503 under load is the server's own feature, tested where it belongs).
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  api = await apiComoAdmin(servidor.url);
  for (const nome of ['Alice Quaresma', 'Bento Quaresma', 'Celina Quaresma']) {
    alunos.push({ id: await novoAprendiz(nome), nome });
  }
  // Every weekday is a theory day, from 120 days ago: the period holds past class days and holidays.
  turmaId = await turmaDeTeoria(api, {
    codigo: 'FREQ-E2E',
    nome: 'Frequência E2E',
    inicioEmDias: -120,
    aprendizIds: alunos.map((a) => a.id),
  });
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

const grupo = (page: Page, nome: string) =>
  page.getByRole('radiogroup', { name: `Frequência de ${nome}` });

describe('frequência', () => {
  test('faz a chamada pelo teclado, justifica uma falta, salva e a vê depois de recarregar', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/frequencia`);
    await page.getByRole('combobox', { name: 'Turma' }).click();
    await page.getByRole('option', { name: /FREQ-E2E/ }).click();
    await page.waitForURL(/turma=\d+/);

    // Today, or (a weekend, a holiday) the class day before it, one click away.
    const hoje = await diaDaTurma(dia(0));
    const data = hoje.diaDeAula ? dia(0) : (hoje.diaAnterior ?? '');
    if (!hoje.diaDeAula) {
      await page.getByText(hoje.motivo ?? '').waitFor();
      await page.getByRole('button', { name: `Dia de aula anterior: ${brasileira(data)}` }).click();
    }
    await page.getByText('Frequência ainda não registrada neste dia.').waitFor();

    const [alice, bento, celina] = alunos.map((a) => a.nome) as [string, string, string];
    await grupo(page, alice).getByRole('radio', { name: 'Presente' }).focus();
    await page.keyboard.press('p');
    // P moved on to Bento; J marks his justified absence and opens the justification.
    await page.keyboard.press('j');
    const justificativa = page.getByRole('textbox', {
      name: `Justificativa da falta de ${bento}`,
    });
    await justificativa.waitFor();
    assert.equal(await justificativa.evaluate((e) => e === document.activeElement), true);
    await page.keyboard.type('Consulta médica com atestado');
    // Tab leaves the justification for the next person's group.
    await page.keyboard.press('Tab');
    await page.keyboard.press('f');
    assert.equal(
      await grupo(page, alice).getByRole('radio', { name: 'Presente' }).isChecked(),
      true,
    );
    assert.equal(
      await grupo(page, bento).getByRole('radio', { name: 'Falta justificada' }).isChecked(),
      true,
    );
    assert.equal(
      await grupo(page, celina).getByRole('radio', { name: 'Falta', exact: true }).isChecked(),
      true,
    );

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Frequência de ${brasileira(data)} salva.`).waitFor();
    await page
      .getByText(/^Frequência salva por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/)
      .waitFor();

    await page.reload();
    await page.getByText(/^Frequência salva por /).waitFor();
    assert.equal(
      await grupo(page, alice).getByRole('radio', { name: 'Presente' }).isChecked(),
      true,
    );
    assert.equal(
      await grupo(page, celina).getByRole('radio', { name: 'Falta', exact: true }).isChecked(),
      true,
    );
    assert.equal(
      await page.getByRole('textbox', { name: `Justificativa da falta de ${bento}` }).inputValue(),
      'Consulta médica com atestado',
    );
    await page.close();
  });

  test('num feriado não há chamada, e a tela diz qual é', async () => {
    const anos = [...new Set([dia(-120).slice(0, 4), dia(0).slice(0, 4)])];
    const feriados = (
      await Promise.all(
        anos.map(
          async (ano) =>
            (
              await api<{
                data: { data: string; nome: string; origem: string }[];
              }>('GET', `/api/feriados?ano=${ano}`)
            ).data,
        ),
      )
    ).flat();
    // A national holiday on a weekday of the class's period, already past.
    const feriado = feriados
      .filter(
        (f) =>
          f.origem === 'nacional' &&
          f.data >= dia(-120) &&
          f.data < dia(0) &&
          diaDaSemanaIso(f.data) <= 5,
      )
      .at(-1);
    assert.ok(feriado, 'a period of 120 days holds a weekday national holiday');
    const page = await novaPagina();
    await page.goto(`${servidor.url}/frequencia?turma=${String(turmaId)}&data=${feriado.data}`);
    const aviso = page.getByRole('alert').filter({ hasText: feriado.nome });
    await aviso.waitFor();
    assert.match((await aviso.textContent()) ?? '', /Não há aula neste dia/);
    assert.equal(await page.getByRole('button', { name: 'Salvar' }).count(), 0);
    await page.close();
  });

  test('abre o calendário de um aprendiz e baixa o PDF', async () => {
    const page = await novaPagina();
    const aluno = alunos[0];
    assert.ok(aluno);
    await page.goto(`${servidor.url}/aprendizes/${String(aluno.id)}?aba=frequencia`);
    await page.getByRole('heading', { name: /^Frequência em \d{4}$/ }).waitFor();
    await page.getByRole('link', { name: 'Ver calendário' }).click();
    await page.waitForURL(`**/aprendiz/${String(aluno.id)}/calendario`);
    await page.getByRole('heading', { level: 1, name: `Calendário de ${aluno.nome}` }).waitFor();
    await page.getByText('Teoria (turma)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ano' }).click();
    await page.waitForURL(/visao=ano/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /\.pdf$/);
    const caminho = await download.path();
    const inicio = (await readFile(caminho)).subarray(0, 5).toString('latin1');
    assert.equal(inicio, '%PDF-');
    await page.close();
  });
});
