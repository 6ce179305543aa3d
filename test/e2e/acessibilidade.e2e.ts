// Accessibility (WCAG 2.2 A and AA, issue 17): every route of the browser suite, the sign-in screen
// included, scanned with axe-core in the light and the dark theme once the screen has its data.
// A violation fails the test with the route, the rule, its impact and the elements it found.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { varrerComAxe, type Violacao } from './support/axe';
import { abrirNavegador, entrar } from './support/navegador';
import { rotasAutenticadas } from './support/rotas';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;

before(async () => {
  servidor = await iniciarServidor({ SEED_DEMO: '1', CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

/** Waits until the screen shows its data: its title, and no loading indicator left. */
async function esperarTela(page: Page): Promise<void> {
  await page.locator('main h1, h1').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

const descrever = (rota: string, tema: string, vs: Violacao[]) =>
  vs
    .map(
      (v) =>
        `${rota} [${tema}] ${v.id} (${v.impact ?? '?'}): ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}\n      ${n.html}`,
          )
          .join('\n'),
    )
    .join('\n');

for (const tema of ['light', 'dark'] as const) {
  test(`nenhuma violação WCAG 2.2 A/AA em nenhuma rota, tema ${tema === 'light' ? 'claro' : 'escuro'}`, async () => {
    // bypassCSP: axe is injected as an inline script, which the product's CSP rightly refuses.
    const contexto = await navegador.newContext({
      colorScheme: tema,
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await contexto.newPage();
    const achados: string[] = [];
    await page.goto(`${servidor.url}/login`);
    await esperarTela(page);
    const login = await varrerComAxe(page);
    if (login.length) achados.push(descrever('/login', tema, login));
    await entrar(page, servidor.url);
    // A11Y_ROTAS=regex scans only the matching routes (while fixing one screen).
    const filtro = process.env.A11Y_ROTAS ? new RegExp(process.env.A11Y_ROTAS) : null;
    for (const rota of rotasAutenticadas.filter((r) => !filtro || filtro.test(r))) {
      await page.goto(`${servidor.url}${rota}`);
      await esperarTela(page);
      const vs = await varrerComAxe(page);
      if (vs.length) achados.push(descrever(rota, tema, vs));
    }
    await contexto.close();
    if (process.env.A11Y_RELATORIO) console.log(achados.join('\n'));
    assert.equal(achados.length, 0, `violações de acessibilidade:\n${achados.join('\n')}`);
  });
}
