// The five colour themes of the spec (names exactly as seed-spec.md section 2 writes them). Each
// is a full MUI theme with a light and a dark scheme; see criarTemaMui.ts.

export interface CoresTema {
  primaria: { clara: string; escura: string };
  secundaria: { clara: string; escura: string };
}

export interface OpcaoTema {
  key: string;
  name: string;
  description: string;
  /** Class of the swatch that previews the theme in the picker (styled in estilosGlobais.ts). */
  previewClass: string;
  cores: CoresTema;
}

export const TEMAS = [
  {
    key: 'default',
    name: 'Padrão (Índigo)',
    description: 'Índigo sóbrio com detalhes em rosa: confortável para o trabalho do dia a dia.',
    previewClass: 'theme-preview-default',
    cores: {
      primaria: { clara: '#3f51b5', escura: '#9fa8da' },
      secundaria: { clara: '#c2185b', escura: '#f48fb1' },
    },
  },
  {
    key: 'blue',
    name: 'Azul Oceano',
    description: 'Azuis profundos e turquesa, calmos e profissionais como o mar aberto.',
    previewClass: 'theme-preview-blue',
    cores: {
      primaria: { clara: '#01579b', escura: '#81d4fa' },
      secundaria: { clara: '#00838f', escura: '#80deea' },
    },
  },
  {
    key: 'green',
    name: 'Verde Floresta',
    description: 'Verdes naturais com toques terrosos, que transmitem equilíbrio e tranquilidade.',
    previewClass: 'theme-preview-green',
    cores: {
      primaria: { clara: '#2e7d32', escura: '#a5d6a7' },
      secundaria: { clara: '#795548', escura: '#bcaaa4' },
    },
  },
  {
    key: 'purple',
    name: 'Roxo Imperial',
    description: 'Roxo elegante com destaques dourados, para quem gosta de um visual marcante.',
    previewClass: 'theme-preview-purple',
    cores: {
      primaria: { clara: '#6a1b9a', escura: '#ce93d8' },
      secundaria: { clara: '#b28704', escura: '#ffd54f' },
    },
  },
  {
    key: 'orange',
    name: 'Laranja Solar',
    description: 'Laranja vibrante e cheio de energia, com contraste alto para leitura rápida.',
    previewClass: 'theme-preview-orange',
    cores: {
      primaria: { clara: '#c43e00', escura: '#ffab91' },
      secundaria: { clara: '#37474f', escura: '#b0bec5' },
    },
  },
] as const satisfies readonly OpcaoTema[];

export type ThemeKey = (typeof TEMAS)[number]['key'];

export const THEME_STORAGE_KEY = 'app-theme';
export const DEFAULT_THEME: ThemeKey = 'default';

export const ehThemeKey = (valor: unknown): valor is ThemeKey => TEMAS.some((t) => t.key === valor);

export function temaPorChave(key: ThemeKey): OpcaoTema {
  return TEMAS.find((t) => t.key === key) ?? TEMAS[0];
}
