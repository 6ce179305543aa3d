// Global styles every theme shares: a visible focus ring and the picker's preview swatches (one
// class per theme, as the spec's theme option carries a "preview style class").
import { visualmenteOculto } from '../ui/visualmenteOculto';
import { TEMAS } from './temas';

const swatches = Object.fromEntries(
  TEMAS.map((t) => [
    `.${t.previewClass}`,
    {
      background: `linear-gradient(135deg, ${t.cores.primaria.clara} 0 50%, ${t.cores.secundaria.clara} 50% 100%)`,
      '@media (prefers-color-scheme: dark)': {
        background: `linear-gradient(135deg, ${t.cores.primaria.escura} 0 50%, ${t.cores.secundaria.escura} 50% 100%)`,
      },
    },
  ]),
);

export const estilosGlobais = {
  ...swatches,
  ':focus-visible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: '2px',
  },
  // Screen-reader-only text (e.g. the live region's status).
  '.visually-hidden': visualmenteOculto,
} as const;
