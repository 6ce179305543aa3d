// The first screen's budget as a browser counts it: every JavaScript file Chromium fetches to show
// /login until the network is idle (the lazily loaded ones included), measured twice — the bytes
// that crossed the wire (the server sends the build's pre-compressed brotli) and each file's gzip
// size (level 9), which is how the budget is stated.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { abrirNavegador } from './support/navegador';
import { iniciarServidor, type Servidor } from './support/servidor';

// What crosses the wire (brotli, what Chromium fetches over HTTPS or from localhost) must stay
// within 180 KB; gzip -9 of the same files (what a client without brotli gets, e.g. Chromium over
// plain HTTP to another host) within 178.5 KB: 179.1 KB measured on 2026-11-29, about 1 KB less
// once the feature manifests took the route table out of the entry (issue 37's 180 KB gzip target,
// docs/FRONTEND.md).
const ORCAMENTO_REDE = 180 * 1024;
const ORCAMENTO_GZIP = Math.round(178.5 * 1024);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

let servidor: Servidor;
let navegador: Browser;

before(async () => {
  servidor = await iniciarServidor();
  navegador = await abrirNavegador();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

test('o JavaScript que o navegador baixa para mostrar /login cabe no orçamento', async () => {
  const page = await (await navegador.newContext()).newPage();
  const scripts: { url: string; transferido: number; gzip: number; codificacao: string }[] = [];
  const pendentes: Promise<void>[] = [];
  page.on('response', (resposta) => {
    if (resposta.request().resourceType() !== 'script') return;
    pendentes.push(
      (async () => {
        const [tamanhos, corpo] = await Promise.all([resposta.request().sizes(), resposta.body()]);
        scripts.push({
          url: new URL(resposta.url()).pathname,
          transferido: tamanhos.responseBodySize,
          gzip: gzipSync(corpo, { level: 9 }).length,
          codificacao: (await resposta.allHeaders())['content-encoding'] ?? 'nenhuma',
        });
      })(),
    );
  });
  await page.goto(`${servidor.url}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await Promise.all(pendentes);

  const transferido = scripts.reduce((s, a) => s + a.transferido, 0);
  const gzip = scripts.reduce((s, a) => s + a.gzip, 0);
  const detalhe = scripts
    .map((a) => `${a.url}: ${kb(a.transferido)} (${a.codificacao}), gzip ${kb(a.gzip)}`)
    .join('\n');
  console.log(
    `/login: ${scripts.length} arquivos JS, ${kb(transferido)} pela rede, ${kb(gzip)} em gzip\n${detalhe}`,
  );
  // Every script came pre-compressed with brotli; the toast area waits until it is needed.
  assert.ok(scripts.length >= 5, detalhe);
  assert.ok(
    !scripts.some((a) => a.url.includes('/toasts.')),
    `área de toasts no /login\n${detalhe}`,
  );
  // The auth machine (and XState) load on the form's submit, never to show it.
  assert.ok(
    !scripts.some((a) => a.url.includes('/auth.')),
    `máquina de autenticação no /login\n${detalhe}`,
  );
  assert.deepEqual(
    scripts.filter((a) => a.codificacao !== 'br').map((a) => a.url),
    [],
    'todo JavaScript deve chegar comprimido com brotli',
  );
  assert.ok(gzip <= ORCAMENTO_GZIP, `gzip ${kb(gzip)} passa de ${kb(ORCAMENTO_GZIP)}\n${detalhe}`);
  assert.ok(
    transferido <= ORCAMENTO_REDE,
    `pela rede ${kb(transferido)} passa de ${kb(ORCAMENTO_REDE)}\n${detalhe}`,
  );
  assert.ok(transferido <= gzip, 'o que passa pela rede não deve ser maior que o gzip');
});

test('arquivos com hash no nome: cache de um ano; index.html: revalidar sempre', async () => {
  const resposta = await fetch(`${servidor.url}/login`, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  assert.equal(resposta.headers.get('cache-control'), 'no-cache');
  const html = await resposta.text();
  const script = /src="([^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, 'index.html sem script');
  const js = await fetch(new URL(script, servidor.url), { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(js.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(js.headers.get('content-encoding'), 'gzip');
  assert.match(js.headers.get('vary') ?? '', /accept-encoding/i);
});
