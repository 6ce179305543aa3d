// What an educator's screens show under the record rule (issue 31), signed in as a demo educator
// linked to their educator record: the class list holds only their classes, the apprentice list
// and the palette only apprentices who were in one of them, the dashboard counts only those, and
// another class's or apprentice's page says why it is closed instead of showing it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { apiComoAdmin, type Api } from './support/api';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

interface Turma {
  id: number;
  codigo: string;
  educadorId: number | null;
  ocupacao: number;
}
interface Alocacao {
  aprendizId: number;
  nome: string;
}
interface Lista<T> {
  data: T[];
  total: number;
}

let servidor: Servidor;
let navegador: Browser;
let page: Page;
let api: Api;
let minhas: Turma[];
let alheia: Turma;
let meu: Alocacao;
let alheio: Alocacao;
let totalMeus = 0;
const FOTOS = process.env.E2E_FOTOS;
const EDUCADORA = { email: 'educadora.escopo@teste.local', senha: 'Girassol-Ametista-Caderno-73' };

async function foto(nome: string): Promise<void> {
  if (FOTOS) await page.screenshot({ path: `${FOTOS}/${nome}.png`, fullPage: true });
}

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1' });
  api = await apiComoAdmin(servidor.url);
  const turmas = await api<Lista<Turma>>('GET', '/api/turmas?pageSize=100&ativo=todos');
  const comAlunos = turmas.data.filter((t) => t.educadorId !== null && t.ocupacao > 0);
  const educadorId = comAlunos[0]!.educadorId!;
  minhas = turmas.data.filter((t) => t.educadorId === educadorId);
  alheia = comAlunos.find((t) => t.educadorId !== educadorId)!;
  const daTurma = async (id: number) =>
    (await api<Lista<Alocacao>>('GET', `/api/alocacoes?turmaId=${String(id)}&pageSize=100`)).data;
  const meusIds = new Set<number>();
  for (const t of minhas) for (const a of await daTurma(t.id)) meusIds.add(a.aprendizId);
  totalMeus = meusIds.size;
  meu = (await daTurma(minhas.find((t) => t.ocupacao > 0)!.id))[0]!;
  alheio = (await daTurma(alheia.id)).find((a) => !meusIds.has(a.aprendizId))!;
  const funcoes = await api<{ data: { id: number; chave: string }[] }>('GET', '/api/funcoes');
  await api('POST', '/api/usuarios', {
    nome: 'Educadora do Escopo',
    email: EDUCADORA.email,
    senha: EDUCADORA.senha,
    trocarSenha: false,
    funcaoId: funcoes.data.find((f) => f.chave === 'educador')!.id,
    educadorId,
  });
  navegador = await abrirNavegador();
  page = await (await navegador.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await entrar(page, servidor.url, EDUCADORA);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

test('a lista de turmas traz só as turmas da educadora', async () => {
  await page.goto(`${servidor.url}/turmas?ativo=todos`);
  await page.getByRole('link', { name: minhas[0]!.codigo }).first().waitFor();
  await foto('educador-turmas');
  for (const t of minhas) await page.getByRole('link', { name: t.codigo }).first().waitFor();
  assert.equal(await page.getByText(alheia.codigo, { exact: true }).count(), 0);
});

test('o painel conta só os aprendizes das turmas dela', async () => {
  const resposta = page.waitForResponse((r) => r.url().endsWith('/api/aprendiz/stats'));
  await page.goto(`${servidor.url}/dashboard`);
  const figuras = (await (await resposta).json()) as { total: number; inativos: number };
  assert.ok(figuras.total + figuras.inativos <= totalMeus);
  assert.ok(figuras.total > 0);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await foto('educador-painel');
});

test('a lista de aprendizes e a paleta trazem quem passou pelas turmas dela, não os outros', async () => {
  const resposta = page.waitForResponse((r) => /\/api\/aprendiz\?/.test(r.url()));
  await page.goto(`${servidor.url}/aprendizes`);
  const lista = (await (await resposta).json()) as Lista<{ id: number }>;
  assert.ok(lista.total <= totalMeus && lista.total > 0);
  await foto('educador-aprendizes');

  const caixa = page.getByRole('combobox', { name: 'Buscar telas e registros' });
  await page.keyboard.press('Control+k');
  await caixa.waitFor();
  const buscou = page.waitForResponse(
    (r) =>
      r.url().includes('/api/busca?') &&
      new URL(r.url()).searchParams.get('q')?.trim() === alheio.nome.trim(),
  );
  await caixa.pressSequentially(alheio.nome, { delay: 40 });
  const achados = (await (await buscou).json()) as { aprendizes: unknown[] };
  assert.deepEqual(achados.aprendizes, []);
  assert.equal(await page.getByRole('option', { name: new RegExp(alheio.nome) }).count(), 0);
  await caixa.press('Control+a');
  await caixa.press('Backspace');
  await caixa.pressSequentially(meu.nome, { delay: 40 });
  await page
    .getByRole('option', { name: new RegExp(meu.nome) })
    .first()
    .waitFor();
  await foto('educador-paleta');
  await page.keyboard.press('Escape');
});

test('a página de um aprendiz dela abre; a de outro aprendiz e a de outra turma dizem por quê não', async () => {
  await page.goto(`${servidor.url}/aprendizes/${String(meu.aprendizId)}`);
  await page.getByRole('heading', { name: meu.nome }).first().waitFor();
  await foto('educador-aprendiz-meu');

  const negado = page.waitForResponse((r) =>
    r.url().endsWith(`/api/aprendiz/${String(alheio.aprendizId)}`),
  );
  await page.goto(`${servidor.url}/aprendizes/${String(alheio.aprendizId)}`);
  assert.equal((await negado).status(), 403);
  await page.getByText('Não foi possível carregar').first().waitFor();
  await foto('educador-aprendiz-alheio');
  await page
    .getByText(/não é sua/)
    .first()
    .waitFor();
  assert.equal(await page.getByText(alheio.nome).count(), 0);

  await page.goto(`${servidor.url}/turmas/${String(alheia.id)}`);
  await page
    .getByText(/não é sua/)
    .first()
    .waitFor();
  assert.equal(await page.getByText(alheia.codigo, { exact: true }).count(), 0);
  await foto('educador-turma-alheia');
});
