// Series colours of the statistics charts, one palette per colour scheme. The app's scheme follows
// the system through CSS (criarTemaMui: colorSchemeSelector 'media'), so JavaScript does not know it
// from the theme object: the charts read the same media query. Each colour keeps at least 3:1
// against the page and the card backgrounds of its scheme (WCAG 1.4.11, graphical objects) —
// cores.test.ts checks it, so a colour changed here cannot quietly fade into the dark background.
import useMediaQuery from '@mui/material/useMediaQuery';

export const FUNDOS = {
  claro: ['#ffffff', '#f5f6fa'],
  escuro: ['#1b1e23', '#121417'],
} as const;

export const PALETAS = {
  claro: [
    '#1565c0',
    '#d84315',
    '#2e7d32',
    '#6a1b9a',
    '#00838f',
    '#ad1457',
    '#795548',
    '#546e7a',
    '#8d6e00',
    '#283593',
  ],
  escuro: [
    '#64b5f6',
    '#ffab91',
    '#81c784',
    '#ce93d8',
    '#4dd0e1',
    '#f48fb1',
    '#bcaaa4',
    '#b0bec5',
    '#ffd54f',
    '#9fa8da',
  ],
} as const;

/** What a colour means, the same on every screen: below quota is a warning, within is fine. */
export const SEMANTICAS = {
  claro: { ruim: '#c62828', bom: '#2e7d32', acima: '#1565c0', neutro: '#616161', faixa: '#78909c' },
  escuro: {
    ruim: '#ef9a9a',
    bom: '#81c784',
    acima: '#64b5f6',
    neutro: '#bdbdbd',
    faixa: '#78909c',
  },
} as const;

export type Esquema = keyof typeof PALETAS;

export interface CoresDosGraficos {
  esquema: Esquema;
  serie: (typeof PALETAS)[Esquema];
  semantica: (typeof SEMANTICAS)[Esquema];
  /** Background of a heat-map cell for a value from 0 to 1 of the table's largest. */
  calor: (intensidade: number) => string;
}

const CALOR = { claro: '198, 40, 40', escuro: '239, 83, 80' } as const;

export function coresDo(esquema: Esquema): CoresDosGraficos {
  return {
    esquema,
    serie: PALETAS[esquema],
    semantica: SEMANTICAS[esquema],
    // Capped at 0.55 so the cell's text keeps its contrast on the strongest shade.
    calor: (i) =>
      `rgba(${CALOR[esquema]}, ${String(Math.round(Math.min(Math.max(i, 0), 1) * 55) / 100)})`,
  };
}

/**
 * Room for a horizontal chart's category labels: what they need on a wide screen, at most 140 px
 * on a phone (the bars need the rest; the table beside has the labels whole).
 */
export function useLarguraDasCategorias(): (larga: number) => number {
  const estreito = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return (larga) => (estreito ? Math.min(larga, 140) : larga);
}

/** The value axis of a count: pt-BR thousands, few ticks so '1.000' and '1.400' do not touch. */
export const eixoDeContagem = {
  valueFormatter: (v: number) => new Intl.NumberFormat('pt-BR').format(v),
  tickNumber: 5,
} as const;

export function useCoresDosGraficos(): CoresDosGraficos {
  const escuro = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  return coresDo(escuro ? 'escuro' : 'claro');
}

/** WCAG contrast ratio of two '#rrggbb' colours. */
export function contraste(a: string, b: string): number {
  const luminancia = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b2;
  };
  const [l1, l2] = [luminancia(a), luminancia(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}
