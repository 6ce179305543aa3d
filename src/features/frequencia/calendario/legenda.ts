// What each kind of day looks like, in the legend, the month view and the year view alike.
import type { Theme } from '@mui/material/styles';
import type { TipoDoDia } from './dias';

export const ROTULO_DO_TIPO: Record<TipoDoDia, string> = {
  teoria: 'Teoria (turma)',
  pratica: 'Prática (empresa)',
  feriado: 'Feriado ou recesso',
  afastamento: 'Afastamento',
};

export const TIPOS: readonly TipoDoDia[] = ['teoria', 'pratica', 'feriado', 'afastamento'];

/** Background and text of a day of each kind, readable in light and dark schemes. */
export function corDoTipo(tema: Theme, tipo: TipoDoDia): { bg: string; fg: string } {
  const p = tema.palette;
  switch (tipo) {
    case 'teoria':
      return { bg: p.primary.main, fg: p.primary.contrastText };
    case 'pratica':
      return { bg: p.success.main, fg: p.success.contrastText };
    case 'feriado':
      return { bg: p.warning.main, fg: p.warning.contrastText };
    case 'afastamento':
      return { bg: p.grey[600], fg: p.common.white };
  }
}
