// The app's theme: which of the five colour themes is chosen (persisted, class on the page root)
// and the MUI theme built from it. useTheme() reads and changes the choice.
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { aplicarClasseNaRaiz, guardarTema, lerTemaGuardado } from './armazenamento';
import { criarTemaMui } from './criarTemaMui';
import { estilosGlobais } from './estilosGlobais';
import { TemaContext, type TemaContextValue } from './TemaContext';
import { TEMAS, temaPorChave, type ThemeKey } from './temas';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [themeKey, setKey] = useState<ThemeKey>(lerTemaGuardado);

  useEffect(() => {
    aplicarClasseNaRaiz(themeKey);
    guardarTema(themeKey);
  }, [themeKey]);

  const setThemeKey = useCallback((key: ThemeKey) => {
    setKey(key);
  }, []);

  const muiTheme = useMemo(() => criarTemaMui(temaPorChave(themeKey)), [themeKey]);
  const valor = useMemo<TemaContextValue>(
    () => ({ themeKey, setThemeKey, temas: TEMAS }),
    [themeKey, setThemeKey],
  );

  return (
    <TemaContext value={valor}>
      {/* storageManager null: the scheme always follows the system; only app-theme is stored. */}
      <MuiThemeProvider theme={muiTheme} defaultMode="system" storageManager={null}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={estilosGlobais} />
        {children}
      </MuiThemeProvider>
    </TemaContext>
  );
}
