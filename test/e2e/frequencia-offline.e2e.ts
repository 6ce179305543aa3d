// Attendance without network (issue 17): an educator's /frequencia, opened once online (the service
// worker installs and keeps the screen and its data), goes offline, takes the roll and saves: the
// day is kept on the device ("salvo neste aparelho, será enviado"), survives a reload while still
// offline, and reaches the server when the network returns, through the same PUT with its versao.
// A day someone else saved meanwhile becomes a conflict on screen, resolved both ways.
// CAPTURAS_DIR=<folder> also writes screenshots (light/dark, desktop/phone) of each state.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { varrerComAxe } from './support/axe';
import { apiComoAdmin, aprendizesAdultos, dia, turmaDeTeoria, type Api } from './support/api';
import { abrirNavegador, entrar } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let api: Api;
let turmaId = 0;
const ALUNOS = ['Amanda Offline', 'Breno Offline', 'Cecília Offline'] as const;
const ids: number[] = [];
/** Two class days: today (or the last class day before it) and the one before that. */
let hoje = '';
let anterior = '';
let terceiro = '';

const PENDENTE =
  'Sem conexão com o servidor: salvo neste aparelho, será enviado quando a rede voltar.';
const CONFLITO = 'Outra pessoa alterou a frequência deste dia';

type Status = 'presente' | 'falta' | 'falta-justificada';
interface DiaNoServidor {
  diaDeAula: boolean;
  diaAnterior: string | null;
  registro: { versao: number } | null;
  aprendizes: { aprendizId: number; status: Status | null }[];
}

const noServidor = async (data: string) =>
  await api<DiaNoServidor>('GET', `/api/frequencia?turmaId=${String(turmaId)}&data=${data}`);

const marcasNoServidor = async (data: string) =>
  (await noServidor(data)).aprendizes.map((a) => a.status);

/** Someone else (the admin's API client) saves the day over the versao it reads. */
async function outraPessoaSalva(data: string, marcas: Status[]) {
  const atual = await noServidor(data);
  await api('PUT', '/api/frequencia', {
    turmaId,
    data,
    disciplinaId: null,
    conteudo: null,
    registros: ids.map((aprendizId, i) => ({ aprendizId, status: marcas[i] ?? 'presente' })),
    ...(atual.registro ? { versao: atual.registro.versao } : {}),
  });
}

before(async () => {
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  api = await apiComoAdmin(servidor.url);
  ids.push(...(await aprendizesAdultos(api, ALUNOS)));
  turmaId = await turmaDeTeoria(api, {
    codigo: 'OFFLINE-E2E',
    nome: 'Offline E2E',
    inicioEmDias: -60,
    aprendizIds: ids,
  });
  const d0 = await noServidor(dia(0));
  hoje = d0.diaDeAula ? dia(0) : (d0.diaAnterior ?? '');
  anterior = (await noServidor(hoje)).diaAnterior ?? '';
  terceiro = (await noServidor(anterior)).diaAnterior ?? '';
  assert.ok(hoje && anterior && terceiro, 'a turma precisa de três dias de aula até hoje');
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

const grupo = (page: Page, nome: string) =>
  page.getByRole('radiogroup', { name: `Frequência de ${nome}` });
const marcar = (page: Page, nome: string, rotulo: 'Presente' | 'Falta') =>
  grupo(page, nome).getByRole('radio', { name: rotulo, exact: true }).check({ force: true });
const marcado = (page: Page, nome: string, rotulo: 'Presente' | 'Falta') =>
  grupo(page, nome).getByRole('radio', { name: rotulo, exact: true }).isChecked();

/** Signed in, on the class's day, with the service worker in control and the day in its cache. */
async function abrirOnline(data: string): Promise<{ contexto: BrowserContext; page: Page }> {
  const contexto = await navegador.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 900 },
    // axe is injected as an inline script, which the product's CSP rightly refuses.
    bypassCSP: true,
  });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  await page.goto(`${servidor.url}/frequencia?turma=${String(turmaId)}&data=${data}`);
  await grupo(page, ALUNOS[0]).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The worker took control after the first fetches: the screen asked again, through it.
  await page.waitForFunction(async (d) => {
    const cache = await caches.open('jovem-aprendiz-dados');
    const chaves = await cache.keys();
    return chaves.some((r) => r.url.includes(`/api/frequencia?`) && r.url.includes(d));
  }, data);
  // Every script and style this page loaded is in the shell's cache (a reload offline needs them).
  await page.waitForFunction(async () => {
    const nomes = await caches.keys();
    const shell = nomes.find((n) => n.startsWith('jovem-aprendiz-shell-'));
    if (!shell) return false;
    const cache = await caches.open(shell);
    const carregados = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => /^\/(js|css)\//.test(p));
    const guardados = await Promise.all(carregados.map((p) => cache.match(p)));
    return guardados.every(Boolean) && (await cache.match('/index.html')) !== undefined;
  });
  return { contexto, page };
}

/** No WCAG 2.2 A/AA violation in the notices of the day (light and dark). */
async function semViolacoesNosAvisos(page: Page) {
  for (const esquema of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: esquema });
    // MUI's colour transitions (up to 250 ms) would be measured half-way otherwise.
    await page.waitForTimeout(500);
    const violacoes = (await varrerComAxe(page, '.MuiAlert-root')).map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(', ')})`,
    );
    assert.deepEqual(violacoes, [], `[${esquema}]`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function capturar(page: Page, nome: string) {
  const pasta = process.env.CAPTURAS_DIR;
  if (!pasta) return;
  mkdirSync(pasta, { recursive: true });
  for (const esquema of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: esquema });
    for (const [tela, viewport] of [
      ['desktop', { width: 1280, height: 900 }],
      ['celular', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(200);
      await page.screenshot({
        path: join(pasta, `${nome}-${tela}-${esquema}.png`),
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Polls the server until `ok` holds (the page sends on 'online', or on its 30 s retry). */
async function ateQue(ok: () => Promise<boolean>, limiteMs = 45_000) {
  const fim = Date.now() + limiteMs;
  while (!(await ok())) {
    if (Date.now() > fim) throw new Error('o dia não chegou ao servidor a tempo');
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('frequência sem rede', () => {
  test('instalável: o manifesto, os ícones e o service worker servidos como devem', async () => {
    const resposta = await fetch(`${servidor.url}/manifest.webmanifest`);
    assert.equal(resposta.status, 200);
    assert.match(resposta.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifesto = (await resposta.json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    assert.equal(manifesto.start_url, '/');
    assert.equal(manifesto.display, 'standalone');
    const tamanhos = manifesto.icons.map((i) => `${i.sizes} ${i.purpose}`);
    for (const t of ['192x192 any', '512x512 any', '512x512 maskable'])
      assert.ok(tamanhos.includes(t), t);
    for (const icone of manifesto.icons) {
      const r = await fetch(`${servidor.url}${icone.src}`);
      assert.equal(r.status, 200, icone.src);
      assert.match(
        r.headers.get('content-type') ?? '',
        new RegExp(`^${icone.type.replace('+', '\\+')}`),
      );
    }
    const sw = await fetch(`${servidor.url}/sw.js`);
    assert.equal(sw.status, 200);
    assert.match(sw.headers.get('content-type') ?? '', /javascript/);
    // Never cached by the browser: a new build reaches every device on its next visit.
    assert.equal(sw.headers.get('cache-control'), 'no-cache');
    const html = await (await fetch(`${servidor.url}/frequencia`)).text();
    assert.match(html, /<link rel="manifest" href="\/manifest.webmanifest"/);
  });

  test('salva offline, recarrega offline e envia ao voltar a rede', async () => {
    const { contexto, page } = await abrirOnline(hoje);
    await page.getByText('Frequência ainda não registrada neste dia.').waitFor();

    await contexto.setOffline(true);
    await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
    await marcar(page, ALUNOS[1], 'Falta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(PENDENTE).waitFor();
    await page.getByText('Sem conexão: salvo neste aparelho, será enviado.').waitFor();
    await capturar(page, 'offline-salvo');

    // Still offline: the reload comes from the worker's caches, the session stays, and the day
    // shows the marks kept on this device, as pending.
    await page.reload();
    await page.getByText(PENDENTE).waitFor();
    assert.equal(await marcado(page, ALUNOS[1], 'Falta'), true);
    assert.equal(await marcado(page, ALUNOS[0], 'Presente'), true);
    assert.equal(page.url().includes('/login'), false);
    // Offline for the worker too: its own fetch fails, so the reload came from its caches.
    const [trabalhador] = contexto.serviceWorkers();
    assert.ok(trabalhador, 'o service worker está ativo');
    assert.equal(
      await trabalhador.evaluate(() =>
        fetch('/api/health').then(
          () => 'rede',
          () => 'sem rede',
        ),
      ),
      'sem rede',
    );
    await capturar(page, 'offline-recarregado');
    await semViolacoesNosAvisos(page);
    assert.equal((await noServidor(hoje)).registro, null, 'nada chegou ao servidor offline');

    await contexto.setOffline(false);
    await ateQue(async () => (await noServidor(hoje)).registro !== null);
    assert.deepEqual(await marcasNoServidor(hoje), ['presente', 'falta', 'presente']);
    await page.getByText('Frequência enviada').waitFor();
    await page.getByText(/^Frequência salva por /).waitFor();
    assert.equal(await page.getByText(PENDENTE).count(), 0);
    await contexto.close();
  });

  test('um dia alterado por outra pessoa enquanto offline vira conflito, resolvido dos dois jeitos', async () => {
    await outraPessoaSalva(anterior, ['presente', 'presente', 'presente']);
    const { contexto, page } = await abrirOnline(anterior);
    await page.getByText(/^Frequência salva por /).waitFor();

    // Keep mine: my absence for Amanda goes over the other person's later save.
    await contexto.setOffline(true);
    await marcar(page, ALUNOS[0], 'Falta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(PENDENTE).waitFor();
    await outraPessoaSalva(anterior, ['presente', 'presente', 'falta']);
    await contexto.setOffline(false);
    await page.getByText(CONFLITO).waitFor();
    assert.equal(await marcado(page, ALUNOS[0], 'Falta'), true, 'mostra as minhas marcações');
    assert.deepEqual(await marcasNoServidor(anterior), ['presente', 'presente', 'falta']);
    await capturar(page, 'offline-conflito');
    await semViolacoesNosAvisos(page);
    await page.getByRole('button', { name: 'Manter a minha' }).click();
    await ateQue(async () => (await marcasNoServidor(anterior))[0] === 'falta');
    assert.deepEqual(await marcasNoServidor(anterior), ['falta', 'presente', 'presente']);
    await page.getByText(CONFLITO).waitFor({ state: 'detached' });

    // Take the server's: my change to Breno is dropped, the other person's day stays and shows.
    await contexto.setOffline(true);
    await marcar(page, ALUNOS[1], 'Falta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(PENDENTE).waitFor();
    await outraPessoaSalva(anterior, ['presente', 'presente', 'presente']);
    await contexto.setOffline(false);
    await page.getByText(CONFLITO).waitFor();
    await page.getByRole('button', { name: 'Ficar com a do servidor' }).click();
    await page.getByText(CONFLITO).waitFor({ state: 'detached' });
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>(
          '[aria-label="Frequência de Breno Offline"] input[value="presente"]',
        )?.checked === true,
    );
    assert.deepEqual(await marcasNoServidor(anterior), ['presente', 'presente', 'presente']);
    // Nothing is left on the device for this day.
    const restantes = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const pedido = indexedDB.open('jovem-aprendiz-offline');
          pedido.onsuccess = () => {
            const contar = pedido.result.transaction('dias').objectStore('dias').count();
            contar.onsuccess = () => {
              resolve(contar.result);
              pedido.result.close();
            };
          };
        }),
    );
    assert.equal(restantes, 0);
    await contexto.close();
  });

  test('sair da conta apaga deste aparelho o dia não enviado e as respostas guardadas', async () => {
    const { contexto, page } = await abrirOnline(terceiro);
    await contexto.setOffline(true);
    await page.getByRole('button', { name: 'Marcar todos presentes' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(PENDENTE).waitFor();
    // Signing out works offline too (the session ends on this browser whatever the server says).
    await page.getByRole('button', { name: /menu do usuário/i }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    await page.waitForFunction(async () => {
      const bancos = await indexedDB.databases();
      return (
        !bancos.some((b) => b.name === 'jovem-aprendiz-offline') &&
        !(await caches.has('jovem-aprendiz-dados'))
      );
    });
    await contexto.setOffline(false);
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal((await noServidor(terceiro)).registro, null, 'o dia apagado nunca é enviado');
    await contexto.close();
  });
});
