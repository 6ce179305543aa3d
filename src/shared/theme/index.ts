export { ThemeProvider } from './ThemeProvider';
export { useTheme } from './useTheme';
export { DEFAULT_THEME, TEMAS, THEME_STORAGE_KEY, type OpcaoTema, type ThemeKey } from './temas';
