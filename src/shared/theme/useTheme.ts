import { use } from 'react';
import { TemaContext, type TemaContextValue } from './TemaContext';

/** The chosen colour theme and how to change it. Throws outside <ThemeProvider>. */
export function useTheme(): TemaContextValue {
  const valor = use(TemaContext);
  if (!valor) throw new Error('useTheme must be used within a ThemeProvider');
  return valor;
}
