// Accessibility (WCAG 2.2 A and AA, issue 17): every route of the browser suite, the sign-in screen
// included, scanned with axe-core in the light and the dark theme once the screen has its data.
// A violation fails the test with the route, the rule, its impact and the elements it found.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { abrirNavegador, entrar } from './support/navegador';
import { rotasAutenticadas } from './support/rotas';
import { iniciarServidor, type Servidor } from './support/servidor';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const REGRAS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

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

async function varrer(page: Page): Promise<Violacao[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async (regras) => {
    const axe = (
      window as unknown as {
        axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violacao[] }> };
      }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: regras },
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({
        target: n.target,
        html: n.html.slice(0, 200),
        failureSummary: n.failureSummary,
      })),
    }));
  }, REGRAS);
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
    const login = await varrer(page);
    if (login.length) achados.push(descrever('/login', tema, login));
    await entrar(page, servidor.url);
    // A11Y_ROTAS=regex scans only the matching routes (while fixing one screen).
    const filtro = process.env.A11Y_ROTAS ? new RegExp(process.env.A11Y_ROTAS) : null;
    for (const rota of rotasAutenticadas.filter((r) => !filtro || filtro.test(r))) {
      await page.goto(`${servidor.url}${rota}`);
      await esperarTela(page);
      const vs = await varrer(page);
      if (vs.length) achados.push(descrever(rota, tema, vs));
    }
    await contexto.close();
    if (process.env.A11Y_RELATORIO) console.log(achados.join('\n'));
    assert.equal(achados.length, 0, `violações de acessibilidade:\n${achados.join('\n')}`);
  });
}
