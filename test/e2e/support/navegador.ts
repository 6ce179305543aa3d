// Debian's Chromium driven by playwright-core (no browser downloads here).
import { chromium, type Browser, type Page } from 'playwright-core';
import { ADMIN } from './servidor';

export async function abrirNavegador(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function entrar(page: Page, url: string, credenciais = ADMIN): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('E-mail').fill(credenciais.email);
  await page.getByLabel('Senha', { exact: true }).fill(credenciais.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/** What redux-persist keeps of the session in local storage (token and user), parsed. */
export async function sessaoGuardada(page: Page): Promise<{ token: unknown; user: unknown }> {
  return page.evaluate(() => {
    const bruto = localStorage.getItem('persist:sessao');
    if (!bruto) return { token: null, user: null };
    const s = JSON.parse(bruto) as Record<string, string>;
    return {
      token: JSON.parse(s.token ?? 'null') as unknown,
      user: JSON.parse(s.user ?? 'null') as unknown,
    };
  });
}
