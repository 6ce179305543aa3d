// The calendar's days as the month and year views draw them: every date of a month in weeks
// (Monday first, as the programme's week runs), each with what the server says about it.
import { diaDaSemanaIso } from '../../../shared/validation/frequencia';
import type { CalendarioDoAprendizApiResponse } from '../api';
import { somarDias } from '../../../shared/validation/datas';

export type DiaDoCalendario = CalendarioDoAprendizApiResponse['dias'][number];
export type TipoDoDia = NonNullable<DiaDoCalendario['tipo']>;

export interface Celula {
  data: string;
  dia: DiaDoCalendario | undefined;
  /** Outside the period asked (before the contract, after its end). */
  foraDoPeriodo: boolean;
}

/** A month ('aaaa-mm') as weeks of 7 cells, Monday to Sunday; null pads the first and last week. */
export function semanasDoMes(
  mes: string,
  porData: ReadonlyMap<string, DiaDoCalendario>,
  inicio: string,
  fim: string,
): (Celula | null)[][] {
  const celulas: (Celula | null)[] = [];
  const primeiro = `${mes}-01`;
  for (let i = 1; i < diaDaSemanaIso(primeiro); i += 1) celulas.push(null);
  for (let d = primeiro; d.startsWith(mes); d = somarDias(d, 1)) {
    celulas.push({ data: d, dia: porData.get(d), foraDoPeriodo: d < inicio || d > fim });
  }
  while (celulas.length % 7 !== 0) celulas.push(null);
  const semanas: (Celula | null)[][] = [];
  for (let i = 0; i < celulas.length; i += 7) semanas.push(celulas.slice(i, i + 7));
  return semanas;
}

/** Every month ('aaaa-mm') from `inicio` to `fim`, in order. */
export function mesesEntre(inicio: string, fim: string): string[] {
  const meses: string[] = [];
  for (let m = inicio.slice(0, 7); m <= fim.slice(0, 7); m = somarDias(`${m}-28`, 7).slice(0, 7)) {
    meses.push(m);
  }
  return meses;
}
