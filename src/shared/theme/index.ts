export { ThemeProvider } from './ThemeProvider';
export { useTheme } from './useTheme';
export { type ThemeKey } from './temas';
