// axe-core in the page, for the accessibility checks of the browser suite: WCAG 2.0 to 2.2, levels
// A and AA. The page's context must be created with `bypassCSP: true`: axe is injected as an inline
// script, which the product's CSP rightly refuses.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const REGRAS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  /** The first five elements found, enough to locate the fault. */
  nodes: { target: string[]; html: string; failureSummary?: string }[];
}

/** The violations on the page, or inside the element `seletor` names. */
export async function varrerComAxe(page: Page, seletor?: string): Promise<Violacao[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(
    async ({ regras, seletor }) => {
      const axe = (
        window as unknown as {
          axe: { run: (c: unknown, o: unknown) => Promise<{ violations: Violacao[] }> };
        }
      ).axe;
      const r = await axe.run(seletor ? { include: [[seletor]] } : document, {
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
    },
    { regras: REGRAS, seletor },
  );
}
