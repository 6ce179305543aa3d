// What the shell holds of the command palette: the Ctrl+K / ⌘K listener and the top bar's button.
// The dialog and everything it uses (the search endpoint, the route list, its icons) are the
// 'paleta' chunk, fetched on first use — or a moment earlier, when the pointer or focus reaches
// the button — so no screen pays for it until someone asks.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

const carregarPaleta = () => import(/* webpackChunkName: "paleta" */ '../../features/busca/Paleta');
const Paleta = lazy(() => carregarPaleta().then((m) => ({ default: m.Paleta })));

const preCarregar = () => {
  carregarPaleta().catch(() => undefined);
};

/** Ctrl+K everywhere; ⌘K on a Mac. */
export const ehAtalhoDaPaleta = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

const ehMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

export function PaletaDeComandos({ celular }: { celular: boolean }) {
  const [aberta, setAberta] = useState(false);
  // Mounted at the first opening and kept: reopening is instant and keeps RTK Query's cache.
  const [usada, setUsada] = useState(false);
  const abrir = useCallback(() => {
    setUsada(true);
    setAberta(true);
  }, []);

  useEffect(() => {
    const aoTeclar = (e: KeyboardEvent) => {
      if (!ehAtalhoDaPaleta(e)) return;
      // Browsers put Ctrl+K on their own search box: here it opens the product's.
      e.preventDefault();
      abrir();
    };
    window.addEventListener('keydown', aoTeclar);
    return () => {
      window.removeEventListener('keydown', aoTeclar);
    };
  }, [abrir]);

  const atalho = ehMac() ? '⌘K' : 'Ctrl+K';
  const rotulo = `Buscar (${atalho})`;
  const gatilho = {
    onClick: abrir,
    onMouseEnter: preCarregar,
    onFocus: preCarregar,
    'aria-keyshortcuts': 'Control+K Meta+K',
    'aria-haspopup': 'dialog' as const,
  };

  return (
    <>
      {celular ? (
        <IconButton color="inherit" aria-label={rotulo} {...gatilho}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          variant="outlined"
          startIcon={<SearchIcon />}
          {...gatilho}
          sx={{
            mr: 2,
            textTransform: 'none',
            borderColor: 'rgba(255,255,255,0.5)',
            minWidth: 200,
            justifyContent: 'flex-start',
          }}
        >
          <Box component="span" sx={{ flexGrow: 1, textAlign: 'left' }}>
            Buscar
          </Box>
          {/* Read as part of the name ("Buscar Ctrl+K"): an aria-label that differs from the
              visible text fails WCAG 2.5.3 (label in name) for people who speak to their computer. */}
          <Box
            component="kbd"
            sx={{ fontFamily: 'inherit', fontSize: '0.75rem', opacity: 0.85, ml: 2 }}
          >
            {atalho}
          </Box>
        </Button>
      )}
      {usada && (
        <Suspense fallback={null}>
          <Paleta
            aberta={aberta}
            aoFechar={() => {
              setAberta(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
