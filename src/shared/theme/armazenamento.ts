// Where the chosen theme lives: localStorage 'app-theme' (default 'default') and the class
// theme-{key} on the page root, with any previous theme-* class removed.
import { DEFAULT_THEME, ehThemeKey, THEME_STORAGE_KEY, TEMAS, type ThemeKey } from './temas';

export function lerTemaGuardado(): ThemeKey {
  try {
    const guardado = localStorage.getItem(THEME_STORAGE_KEY);
    return ehThemeKey(guardado) ? guardado : DEFAULT_THEME;
  } catch {
    // Storage can be blocked (privacy settings); the default theme still works.
    return DEFAULT_THEME;
  }
}

export function guardarTema(key: ThemeKey): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, key);
  } catch {
    // Not persisted this time; the theme still applies to this page.
  }
}

const classes = TEMAS.map((t) => `theme-${t.key}`);

export function aplicarClasseNaRaiz(
  key: ThemeKey,
  raiz: HTMLElement = document.documentElement,
): void {
  raiz.classList.remove(...classes);
  // Also drop theme-* classes of themes that no longer exist (an old build's key).
  for (const c of Array.from(raiz.classList)) if (c.startsWith('theme-')) raiz.classList.remove(c);
  raiz.classList.add(`theme-${key}`);
}
