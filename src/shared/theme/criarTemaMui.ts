// A full MUI theme per colour theme. Light and dark follow the system setting through CSS
// (prefers-color-scheme), so there is no flash and no JavaScript listener for it.
import { createTheme, type Theme } from '@mui/material/styles';
import type { OpcaoTema } from './temas';

const FONTE = '"Roboto", "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif';

export function criarTemaMui(tema: OpcaoTema): Theme {
  const { primaria, secundaria } = tema.cores;
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: primaria.clara },
          secondary: { main: secundaria.clara },
          background: { default: '#f5f6fa', paper: '#ffffff' },
        },
      },
      dark: {
        palette: {
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
    },
  });
}
