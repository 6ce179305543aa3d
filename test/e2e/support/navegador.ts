// Debian's Chromium driven by playwright-core (no browser downloads here).
import assert from 'node:assert/strict';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
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

/**
 * Types into a picker key by key with a person's pauses (never `fill`: a paste hid that each key
 * reset the input), checks the typed text is still there once the options for it came, picks the
 * option and checks the field shows it. Returns the chosen option's label.
 */
export async function escolherDigitando(
  page: Page,
  campo: Locator,
  texto: string,
  opcao: string | RegExp,
): Promise<string> {
  await campo.click();
  await campo.press('ControlOrMeta+a');
  await campo.press('Backspace');
  await campo.pressSequentially(texto, { delay: 80 });
  const escolhida = page.getByRole('option', { name: opcao }).first();
  await escolhida.waitFor();
  // What the search answered must not have written over what was typed.
  await page.waitForTimeout(400);
  assert.equal(await campo.inputValue(), texto, `o texto digitado em ${opcao.toString()} ficou`);
  const rotulo = ((await escolhida.textContent()) ?? '').trim();
  await escolhida.click();
  assert.equal(await campo.inputValue(), rotulo);
  return rotulo;
}
