// Global styles every theme shares: a visible focus ring and the picker's preview swatches (one
// class per theme, as the spec's theme option carries a "preview style class").
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

/** Read by screen readers, not shown: the `.visually-hidden` class, or spread in an sx. */
export const SOMENTE_LEITORES = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const estilosGlobais = {
  ...swatches,
  ':focus-visible': {
    outline: '3px solid var(--mui-palette-primary-main)',
    outlineOffset: '2px',
  },
  // Screen-reader-only text (e.g. the live region's status).
  '.visually-hidden': SOMENTE_LEITORES,
} as const;
