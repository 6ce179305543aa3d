// Issue 36 as staff and a company supervisor live it: staff add a supervisor on the unit's page
// and send the link; the e-mail reaches a real SMTP receiver (smtp-server on loopback) through the
// outbox's sender; its link opens the portal signed out on a 390-px phone, where the supervisor
// answers the practice evaluation (typed key by key) and concludes it; staff then read it as
// "respondida pelo supervisor …". An altered link shows the Portuguese page and no data.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { iniciarReceptor, type Receptor } from '../api/smtp-receptor';
import { aprendizesAdultos, apiComoAdmin, dia } from './support/api';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';
import { digitosVerificadoresCnpj } from '../../src/shared/validation/parceiro';

const FOTOS = process.env.SHOTS_DIR ?? '';
const NOME_APRENDIZ = 'Joana Prática Souza';
const SUPERVISOR = 'Marta Supervisora';

let receptor: Receptor;
let servidor: Servidor;
let navegador: Browser;
let equipe: BrowserContext;
let page: Page;
let parceiroId = 0;
let unidadeId = 0;
let aprendizId = 0;

async function foto(p: Page, nome: string) {
  if (FOTOS) await p.screenshot({ path: `${FOTOS}/${nome}.png`, fullPage: true });
}

before(async () => {
  receptor = await iniciarReceptor();
  servidor = await iniciarServidor({ SMTP_URL: receptor.url, EMAIL_INTERVALO_MS: '300' });
  const api = await apiComoAdmin(servidor.url);
  [aprendizId] = (await aprendizesAdultos(api, [NOME_APRENDIZ])) as [number];
  const ramos = await api<{ data: { id: number; codigo: string }[] }>(
    'GET',
    '/api/cadastros/ramo-atividade',
  );
  const raiz = `3${String(Date.now() % 10_000_000).padStart(7, '0')}0001`;
  const parceiro = await api<{ id: number }>('POST', '/api/parceiros', {
    razaoSocial: 'Mercado Bom Preço Ltda',
    nomeFantasia: 'Mercado Bom Preço',
    cnpj: `${raiz}${digitosVerificadoresCnpj(raiz)}`,
    ramoAtividadeId: ramos.data.find((r) => r.codigo === 'G')?.id,
    cotaAprendizes: 3,
  });
  parceiroId = parceiro.id;
  const unidade = await api<{ id: number }>(
    'POST',
    `/api/parceiros/${String(parceiroId)}/unidades`,
    {
      nome: 'Loja Centro',
    },
  );
  unidadeId = unidade.id;
  await api(
    'POST',
    `/api/parceiros/${String(parceiroId)}/unidades/${String(unidadeId)}/aprendizes`,
    {
      aprendizId,
    },
  );
  const modelo = await api<{ id: number }>('POST', '/api/avaliacoes', {
    titulo: 'Desempenho na prática',
    tipo: 'desempenho',
    perguntas: [
      { enunciado: 'Pontualidade', tipo: 'escala' },
      { enunciado: 'O que ela faz bem?', tipo: 'texto' },
    ],
  });
  await api('POST', `/api/avaliacoes/${String(modelo.id)}/aplicar`, {
    aprendizIds: [aprendizId],
    respondente: { nome: 'Supervisor da unidade', papel: 'supervisor' },
    prazo: dia(10),
  });
  navegador = await abrirNavegador();
  equipe = await navegador.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 900 } });
  page = await equipe.newPage();
  await entrar(page, servidor.url);
});

after(async () => {
  await navegador.close();
  await servidor.parar();
  await receptor.fechar();
});

/** The message the sender delivers to `para` (it runs every 300 ms in the server). */
async function emailPara(para: string) {
  for (let i = 0; i < 200; i += 1) {
    const m = receptor.recebidas.find((r) => JSON.stringify(r.to).includes(para));
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nenhum e-mail para ${para}`);
}

let link = '';

test('a equipe cadastra o supervisor e envia o link; o e-mail chega com o link do portal', async () => {
  await page.goto(`${servidor.url}/empresas/${String(parceiroId)}/unidades/${String(unidadeId)}`);
  await page.getByRole('heading', { name: 'Supervisores' }).waitFor();
  await page.getByRole('button', { name: 'Novo supervisor' }).click();
  const dialogo = page.getByRole('dialog');
  await dialogo.getByLabel('Nome').pressSequentially(SUPERVISOR, { delay: 30 });
  await dialogo.getByLabel('E-mail').pressSequentially('marta@mercado.local', { delay: 30 });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Nenhum link enviado').waitFor();
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await page.getByText('Link enviado para marta@mercado.local.').waitFor();
  await page.getByText(/Link ativo até/).waitFor();
  await foto(page, 'unidade-supervisores-1366-claro');

  const email = await emailPara('marta@mercado.local');
  assert.match(email.subject ?? '', /Portal da empresa: aprendizes da unidade Loja Centro/);
  const achado = /https?:\/\/\S+\/portal\/\S+/.exec(email.text ?? '');
  assert.ok(achado, `o e-mail traz o link:\n${email.text ?? ''}`);
  link = achado[0];
  assert.ok(link.startsWith(servidor.url), link);
});

test('o link abre o portal num celular, sem login; o supervisor conclui a avaliação', async () => {
  const celular = await navegador.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
  });
  const tela = await celular.newPage();
  await tela.goto(link);
  await tela.getByText(`Olá,`).waitFor();
  await tela.getByText(NOME_APRENDIZ).first().waitFor();
  assert.equal(await tela.getByText(/\d{3}\.\d{3}\.\d{3}-\d{2}/).count(), 0, 'nenhum CPF na tela');
  await foto(tela, 'portal-390-claro');

  await tela.getByRole('button', { name: `Responder a avaliação de ${NOME_APRENDIZ}` }).click();
  await tela.getByText('1. Pontualidade').waitFor();
  await tela.getByLabel('5 – Muito bom').check();
  await tela.getByText('Respostas salvas.').waitFor();
  const texto = tela.getByLabel('2. O que ela faz bem?');
  await texto.pressSequentially('Atende bem os clientes.', { delay: 40 });
  await texto.blur();
  await tela.getByRole('button', { name: 'Concluir avaliação' }).click();
  await tela.getByText(/Avaliação concluída\. Obrigado!/).waitFor();
  assert.equal(await tela.getByRole('button', { name: 'Concluir avaliação' }).count(), 0);
  await foto(tela, 'portal-avaliacao-390-claro');
  await celular.close();
});

test('a equipe vê a avaliação respondida pelo supervisor', async () => {
  await page.goto(`${servidor.url}/aprendizes/${String(aprendizId)}/avaliacoes`);
  await page.getByText(`respondida pelo supervisor ${SUPERVISOR}`).waitFor();
});

test('um link alterado mostra a página em português e nenhum dado', async () => {
  const celular = await navegador.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
  });
  const tela = await celular.newPage();
  const ultimo = link.at(-1) === 'A' ? 'B' : 'A';
  await tela.goto(`${link.slice(0, -1)}${ultimo}`);
  await tela.getByText('Link inválido').waitFor();
  assert.equal(await tela.getByText(NOME_APRENDIZ).count(), 0);
  await foto(tela, 'portal-link-invalido-390-claro');
  await celular.close();
});

test('fotos no tema escuro, 390 e 1366', async () => {
  if (!FOTOS) return;
  for (const largura of [390, 1366]) {
    const escuro = await navegador.newContext({
      locale: 'pt-BR',
      colorScheme: 'dark',
      viewport: { width: largura, height: 844 },
    });
    const tela = await escuro.newPage();
    await tela.goto(link);
    await tela.getByText(NOME_APRENDIZ).first().waitFor();
    await foto(tela, `portal-${String(largura)}-escuro`);
    await escuro.close();
  }
  const largo = await navegador.newContext({
    locale: 'pt-BR',
    viewport: { width: 1366, height: 844 },
  });
  const tela = await largo.newPage();
  await tela.goto(link);
  await tela.getByText(NOME_APRENDIZ).first().waitFor();
  await foto(tela, 'portal-1366-claro');
  await largo.close();
});
