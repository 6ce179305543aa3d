// A full MUI theme per colour theme. Light and dark follow the system setting through CSS
// (prefers-color-scheme), so there is no flash and no JavaScript listener for it.
import { createTheme, type Theme } from '@mui/material/styles';
import type { OpcaoTema } from './temas';

// Each system's own sans-serif, none downloaded (the /login budget). Arial and its metric twin
// Liberation Sans come before system-ui: on Linux system-ui is often DejaVu Sans, some 15% wider,
// which cut class codes, dates and names in the lists' columns.
const FONTE =
  '"Roboto", "Segoe UI", -apple-system, BlinkMacSystemFont, "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif';

export function criarTemaMui(tema: OpcaoTema): Theme {
  const { primaria, secundaria } = tema.cores;
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: {
      // WCAG AA (4.5:1) for text: MUI picks the darker or lighter text on a coloured fill by
      // contrastThreshold (3 by default, which lets white on orange through at 3.1:1); and the
      // light scheme's info and warning, used as text on white (outlined chips), are darkened
      // from MUI's #0288d1 (3.9:1) and #ed6c02 (3.1:1).
      light: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: primaria.clara },
          secondary: { main: secundaria.clara },
          info: { main: '#01579b' },
          warning: { main: '#b45309' },
          background: { default: '#f5f6fa', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: primaria.escura },
          secondary: { main: secundaria.escura },
          background: { default: '#121417', paper: '#1b1e23' },
        },
      },
    },
    typography: { fontFamily: FONTE, h1: { fontSize: '2rem', fontWeight: 500 } },
    shape: { borderRadius: 8 },
    components: {
      // Sentence case reads better in Portuguese than all caps ('Entrar', not 'ENTRAR').
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // Tabs in sentence case too, and no wider than their words: the apprentice's nine tabs in
      // capitals (90 px at least each) did not fit beside the menu at 1366 px ('BENEFÍCI…', issue
      // 32). A row that still overflows scrolls (AbasDoRegistro's rolavel) with its arrows.
      MuiTab: {
        styleOverrides: {
          root: { textTransform: 'none', fontWeight: 600, minWidth: 64, paddingInline: 12 },
        },
      },
      // Every picker speaks Portuguese, not only the ones that remember to say so: a bare
      // Autocomplete (attendance's class) otherwise names its buttons "Open", "Close" and "Clear".
      MuiAutocomplete: {
        defaultProps: {
          openText: 'Abrir',
          closeText: 'Fechar',
          clearText: 'Limpar',
          noOptionsText: 'Nenhuma opção encontrada',
          loadingText: 'Carregando…',
        },
      },
      // The focus ring on everything clickable (WCAG 2.4.7): ButtonBase removes the browser's
      // outline and shows only a faint ripple, so the global :focus-visible ring never reached
      // buttons, tabs, menu items or list links. On the coloured top bar the ring takes the
      // text's colour, since the primary colour would vanish there.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: '3px solid var(--mui-palette-primary-main)',
              outlineOffset: '2px',
            },
            '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: 'currentColor' },
          },
        },
      },
      // A disabled field's helper text says why it is disabled ("Escolha o curso…"): it must stay
      // readable (MUI greys it to 2.7:1).
      MuiFormHelperText: {
        styleOverrides: {
          root: { '&.Mui-disabled': { color: 'var(--mui-palette-text-secondary)' } },
        },
      },
    },
  });
}
