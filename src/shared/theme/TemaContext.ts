import { createContext } from 'react';
import type { OpcaoTema, ThemeKey } from './temas';

export interface TemaContextValue {
  themeKey: ThemeKey;
  setThemeKey: (key: ThemeKey) => void;
  temas: readonly OpcaoTema[];
}

export const TemaContext = createContext<TemaContextValue | null>(null);
