// What each kind of day looks like, in the legend, the month view and the year view alike.
import type { TipoDoDia } from './dias';

export const ROTULO_DO_TIPO: Record<TipoDoDia, string> = {
  teoria: 'Teoria (turma)',
  pratica: 'Prática (empresa)',
  feriado: 'Feriado ou recesso',
  afastamento: 'Afastamento',
};

export const TIPOS: readonly TipoDoDia[] = ['teoria', 'pratica', 'feriado', 'afastamento'];

/**
 * Background and text of a day of each kind, as theme tokens (sx): the light or dark scheme is
 * chosen by CSS, so the values must come from the scheme in force, not from theme.palette.
 */
export const COR_DO_TIPO: Record<TipoDoDia, { bg: string; fg: string }> = {
  teoria: { bg: 'primary.main', fg: 'primary.contrastText' },
  pratica: { bg: 'success.main', fg: 'success.contrastText' },
  feriado: { bg: 'warning.main', fg: 'warning.contrastText' },
  afastamento: { bg: 'grey.600', fg: 'common.white' },
};
