// The hours a document states, computed from what the records hold (docs/API-DOCUMENTOS.md,
// "Como as horas são apuradas"). Pure functions over days 'aaaa-mm-dd', so the rule is tested
// without a database.
import { duracaoDaJornada, minutosDoHorario } from '../../../src/shared/validation/legislacao';

const DIA_MS = 86_400_000;
const paraUtc = (dia: string) => Date.parse(`${dia}T00:00:00Z`);

/** How many days from `inicio` to `fim` (both included) fall on the ISO weekdays given. */
export function diasDaSemanaNoPeriodo(
  inicio: string,
  fim: string,
  dias: readonly number[],
): number {
  let n = 0;
  for (let t = paraUtc(inicio); t <= paraUtc(fim); t += DIA_MS) {
    const iso = ((new Date(t).getUTCDay() + 6) % 7) + 1;
    if (dias.includes(iso)) n += 1;
  }
  return n;
}

export interface Turma {
  dataInicio: string;
  dataFim: string;
  diasTeoria: readonly number[];
}

/**
 * The theory hours one class day is worth: the plan's curriculum hours spread over the class days
 * its calendar has (its weekdays of theory from start to end; holidays are not taken out, which
 * makes a day worth slightly less, never more).
 */
export function horasPorDiaDeTeoria(horasDoPlano: number, turma: Turma): number {
  const dias = diasDaSemanaNoPeriodo(turma.dataInicio, turma.dataFim, turma.diasTeoria);
  return dias === 0 ? 0 : horasDoPlano / dias;
}

export interface Contrato {
  dataInicio: string;
  /** The day it ended: the rescission's, or its término. */
  dataFim: string;
  cargaHoraria: number;
  diasPratica: readonly number[] | null;
  horaEntrada: string | null;
  horaSaida: string | null;
}

/**
 * Practice hours of a contract. With its practice week recorded (days, entrada and saída): each
 * practice day of the period times the day's hours. Without it (contracts made before the week was
 * recorded): the weekly hours minus the theory's weekly share, over the period's weeks.
 */
export function horasDePratica(c: Contrato, teoriaPorSemana: number): number {
  const entrada = minutosDoHorario(c.horaEntrada);
  const saida = minutosDoHorario(c.horaSaida);
  if (c.diasPratica && c.diasPratica.length > 0 && entrada !== null && saida !== null) {
    const dias = diasDaSemanaNoPeriodo(c.dataInicio, c.dataFim, c.diasPratica);
    return Math.round((dias * duracaoDaJornada(entrada, saida)) / 60);
  }
  const semanas = (paraUtc(c.dataFim) - paraUtc(c.dataInicio) + DIA_MS) / (7 * DIA_MS);
  return Math.max(0, Math.round((c.cargaHoraria - teoriaPorSemana) * semanas));
}

/** 74.96 → '75,0%' is misleading beside a 75% minimum: one decimal, cut down, never rounded up. */
export function formatarPercentual(fracao: number): string {
  const decimo = Math.floor(fracao * 1000) / 10;
  return `${decimo.toFixed(1).replace('.', ',')}%`;
}

/** 12.5 → '12,5'; 12 → '12'. */
export const formatarHorasDecimais = (horas: number): string =>
  (Math.round(horas * 10) / 10).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
