// Issue 3 as staff meet it in the browser: a registry row created and then chosen in the
// apprentice form; a minor signed up (the responsável is required); found by a search without
// accents; edited; the history; inactivated with 'Desfazer', then reactivated; a filtered list
// that a reload and a link in a new page show the same; and the CSV export.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { digitosVerificadoresCpf } from '../../src/shared/validation/documentos';
import { abrirNavegador, entrar, escolherDigitando, sessaoGuardada } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let contexto: BrowserContext;
let page: Page;
let token = '';

/** A valid CPF nobody else in this run has (9 random digits + their check digits). */
function novoCpf(): string {
  const nove = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
  return nove + digitosVerificadoresCpf(nove);
}

/** 'aaaa-mm-dd' of someone who turns `anos` today minus `dias` days ago. */
function nascimento(anos: number, diasDepois = 30): { iso: string; digitado: string } {
  const d = new Date();
  d.setFullYear(d.getFullYear() - anos);
  d.setDate(d.getDate() - diasDepois);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return { iso: `${d.getFullYear()}-${mm}-${dd}`, digitado: `${dd}${mm}${d.getFullYear()}` };
}

async function api(metodo: string, caminho: string, corpo?: unknown): Promise<Response> {
  return fetch(`${servidor.url}${caminho}`, {
    method: metodo,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  });
}

/** The names in the list's grid, in order. */
async function nomesDaLista(p: Page): Promise<string[]> {
  const grade = p.getByRole('grid', { name: 'Aprendizes' });
  await p
    .getByRole('status')
    .filter({ hasText: /registros? encontrados?/ })
    .waitFor();
  return grade.getByRole('link').allInnerTexts();
}

const ESTADO_CIVIL = 'União estável (e2e)';
const NOME = 'João Araújo Conceição';
let idAprendiz = 0;

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
  contexto = await navegador.newContext({ locale: 'pt-BR', acceptDownloads: true });
  page = await contexto.newPage();
  await entrar(page, servidor.url);
  token = String((await sessaoGuardada(page)).token);
});

after(async () => {
  await contexto.close();
  await navegador.close();
  await servidor.parar();
});

describe('cadastros e aprendizes no navegador', () => {
  test('uma linha criada num cadastro auxiliar aparece no formulário do aprendiz', async () => {
    await page.goto(`${servidor.url}/cadastros`);
    await page.getByRole('link', { name: /Estado civil/ }).click();
    await page.waitForURL('**/cadastros/estado-civil');
    await page.getByRole('button', { name: 'Novo estado civil' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Novo estado civil' });
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.getByText('Informe o nome').waitFor();
    await dialogo.getByLabel('Nome').fill(ESTADO_CIVIL);
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: 'Estados civis' }).getByText(ESTADO_CIVIL).waitFor();
  });

  test('cadastra um menor: sem responsável não salva; com ele, abre a ficha', async () => {
    await page.goto(`${servidor.url}/aprendizes`);
    await page.getByRole('link', { name: 'Novo aprendiz' }).click();
    await page.waitForURL('**/aprendizes/novo');
    await page.getByLabel('Nome completo').fill(NOME);
    await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(novoCpf());
    await page.locator('[role="spinbutton"]').first().click();
    await page.keyboard.type(nascimento(15).digitado);
    await page.getByRole('combobox', { name: 'Estado civil' }).click();
    await page.getByRole('option', { name: ESTADO_CIVIL }).click();
    await page.getByRole('heading', { name: 'Responsável (obrigatório)' }).waitFor();
    // Both municipality pickers, typed key by key as a person does.
    await escolherDigitando(
      page,
      page.getByRole('combobox', { name: 'Naturalidade (município)' }),
      'ribeirão preto',
      'Ribeirão Preto - SP',
    );
    await escolherDigitando(
      page,
      page.getByRole('combobox', { name: 'Município', exact: true }),
      'sao jose dos campos',
      'São José dos Campos - SP',
    );

    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Informe o nome do responsável').waitFor();
    assert.match(page.url(), /\/aprendizes\/novo$/, 'sem o responsável nada é salvo');

    const responsavel = page.getByRole('region', { name: 'Responsável (obrigatório)' });
    await responsavel.getByLabel('Nome do responsável').fill('Maria Araújo Conceição');
    await responsavel.getByLabel('CPF do responsável').fill(novoCpf());
    await responsavel.getByLabel('Parentesco').fill('Mãe');
    await responsavel.getByLabel('Telefone do responsável').fill('11987654321');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/aprendizes\/\d+$/);
    idAprendiz = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: NOME }).waitFor();
    await page.getByText('15 anos', { exact: true }).waitFor();
    await page.getByText(ESTADO_CIVIL).waitFor();
    const salvo = (await (await api('GET', `/api/aprendiz/${String(idAprendiz)}`)).json()) as {
      naturalidade: number | null;
      endereco: { municipioId: number | null };
    };
    assert.deepEqual([salvo.naturalidade, salvo.endereco.municipioId], [3543402, 3549904]);
  });

  test('acha o aprendiz por uma busca sem acentos e abre a ficha pela linha', async () => {
    await page.goto(`${servidor.url}/aprendizes`);
    await page.getByLabel('Pesquisar').fill('joao araujo conceicao');
    await page.waitForURL(/q=joao/);
    const link = page.getByRole('grid', { name: 'Aprendizes' }).getByRole('link', { name: NOME });
    await link.click();
    await page.waitForURL(`**/aprendizes/${idAprendiz}`);
  });

  test('edita, e o histórico mostra a situação desde o cadastro', async () => {
    await page.goto(`${servidor.url}/aprendizes/${idAprendiz}`);
    await page.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\?editar/);
    const cpf = await page.getByRole('textbox', { name: 'CPF', exact: true }).inputValue();
    assert.match(cpf, /^\d{3}\.\d{3}\.\d{3}-\d{2}$/, 'o CPF aparece inteiro, com a máscara');
    await page.getByRole('textbox', { name: 'Escola' }).fill('E. E. Prof. Antônio Alves');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(`**/aprendizes/${idAprendiz}`);
    await page.getByText('E. E. Prof. Antônio Alves').waitFor();

    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.waitForURL(/aba=historico/);
    const historico = page.getByRole('region', { name: 'Mudanças de situação' });
    await historico.getByText('Inscrito').waitFor();
    await historico.getByText(/Por Administrador/).waitFor();
  });

  test('inativa com Desfazer, inativa de novo e reativa', async () => {
    await page.goto(`${servidor.url}/aprendizes/${idAprendiz}`);
    const notificacoes = page.getByRole('region', { name: 'Notifications' });
    const inativar = async () => {
      await page.getByRole('button', { name: 'Inativar' }).click();
      await page
        .getByRole('alertdialog', { name: `Inativar ${NOME}?` })
        .getByRole('button', { name: 'Inativar' })
        .click();
      // The first toast may still be on screen (4 s) when the second inactivation shows its own.
      await notificacoes.getByText('Aprendiz inativado.').last().waitFor();
    };

    await inativar();
    await page.getByText('Inativo', { exact: true }).waitFor();
    await notificacoes.getByRole('button', { name: 'Desfazer' }).click();
    await notificacoes.getByText(/Inativação desfeita/).waitFor();
    await page.getByText('Inativo', { exact: true }).waitFor({ state: 'detached' });
    const ficha = await (await api('GET', `/api/aprendiz/${idAprendiz}`)).json();
    assert.equal((ficha as { ativo: boolean }).ativo, true);

    await inativar();
    await page.getByRole('button', { name: 'Reativar' }).click();
    await notificacoes.getByText('Aprendiz reativado.').waitFor();
    await page.getByRole('button', { name: 'Inativar' }).waitFor();
  });

  test('uma lista filtrada mostra as mesmas linhas ao recarregar e aberta pelo link noutra página', async () => {
    // Three more apprentices, so the filters have something to leave out.
    for (const [nome, anos] of [
      ['Ana Beatriz Souza', 16],
      ['Bruno Henrique Lima', 19],
      ['Carla Dias Moreira', 15],
    ] as const) {
      const corpo = {
        nome,
        cpf: novoCpf(),
        dataNascimento: nascimento(anos).iso,
        responsavel:
          anos < 18
            ? {
                nome: 'Responsável Teste',
                cpf: novoCpf(),
                parentesco: 'Mãe',
                telefone: '11987654321',
              }
            : null,
      };
      const r = await api('POST', '/api/aprendiz', corpo);
      assert.equal(r.status, 201, await r.text());
    }

    await page.goto(`${servidor.url}/aprendizes`);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByLabel('Idade de').fill('15');
    await page.getByLabel('Idade até').fill('16');
    await page.waitForURL(/idadeMax=16/);
    await page.getByRole('combobox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Inscrito' }).click();
    await page.waitForURL(/situacaoId=/);
    const filtrada = await nomesDaLista(page);
    assert.deepEqual(filtrada, ['Ana Beatriz Souza', 'Carla Dias Moreira', NOME]);

    await page.reload();
    assert.deepEqual(await nomesDaLista(page), filtrada);

    const outra = await contexto.newPage();
    await outra.goto(page.url());
    assert.deepEqual(await nomesDaLista(outra), filtrada);
    await outra.close();
  });

  test('exporta a lista filtrada em CSV (UTF-8 com BOM, separador ;)', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const arquivo = await download;
    assert.match(arquivo.suggestedFilename(), /\.csv$/);
    const caminho = await arquivo.path();
    const texto = await readFile(caminho, 'utf8');
    assert.equal(texto.charCodeAt(0), 0xfeff, 'começa com o BOM');
    const linhas = texto.slice(1).trim().split(/\r?\n/);
    assert.ok(linhas[0]?.includes(';'), 'colunas separadas por ;');
    assert.equal(linhas.length, 4, 'o cabeçalho e as três linhas da lista filtrada');
    assert.ok(texto.includes('Carla Dias Moreira'));
    assert.ok(!texto.includes('Bruno Henrique Lima'));
  });
});
