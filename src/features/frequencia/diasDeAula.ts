// Which days a class meets, as the attendance screen steps through them. The server is the
// authority (it refuses a non-class day and says why); these helpers only spare a person the
// round trip when they ask for the previous or next class day, so they follow the same rule:
// a date inside the class's period, on one of its theory weekdays, and not a holiday.
import { dataIsoValida } from '../../shared/validation/datas';

/** What the rule needs of a class (the generated Turma has these fields). */
export interface AgendaDaTurma {
  /** ISO weekdays: 1 = segunda-feira ... 7 = domingo. */
  diasTeoria: readonly number[];
  dataInicio: string;
  dataFim: string;
}

const DIA_MS = 86_400_000;

const paraUtc = (data: string) =>
  Date.UTC(Number(data.slice(0, 4)), Number(data.slice(5, 7)) - 1, Number(data.slice(8, 10)));

const deUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** '2026-11-21' + 2 -> '2026-11-23' (calendar days, no time zone involved). */
export function somarDias(data: string, dias: number): string {
  return deUtc(paraUtc(data) + dias * DIA_MS);
}

/** ISO weekday of a calendar day: 1 = segunda-feira ... 7 = domingo. */
export function diaDaSemanaIso(data: string): number {
  const domingoZero = new Date(paraUtc(data)).getUTCDay();
  return domingoZero === 0 ? 7 : domingoZero;
}

export function ehDiaDeAula(
  data: string,
  turma: AgendaDaTurma,
  feriados: ReadonlySet<string>,
): boolean {
  return (
    dataIsoValida(data) &&
    data >= turma.dataInicio &&
    data <= turma.dataFim &&
    turma.diasTeoria.includes(diaDaSemanaIso(data)) &&
    !feriados.has(data)
  );
}

/**
 * The nearest class day before (-1) or after (+1) `data`, inside the class's period; undefined when
 * there is none (the period's first or last class day, or a class with no theory weekday). Never
 * steps past `limite` (today, for the next day: attendance is never taken ahead).
 */
export function diaDeAulaVizinho(
  data: string,
  turma: AgendaDaTurma,
  feriados: ReadonlySet<string>,
  direcao: -1 | 1,
  limite?: string,
): string | undefined {
  if (turma.diasTeoria.length === 0 || !dataIsoValida(data)) return undefined;
  // Starting outside the period, the first step lands on its nearest edge.
  let dia = data;
  if (direcao === 1 && dia < turma.dataInicio) dia = somarDias(turma.dataInicio, -1);
  if (direcao === -1 && dia > turma.dataFim) dia = somarDias(turma.dataFim, 1);
  const fim = direcao === 1 ? minimo(turma.dataFim, limite) : turma.dataInicio;
  for (;;) {
    dia = somarDias(dia, direcao);
    if (direcao === 1 ? dia > fim : dia < fim) return undefined;
    if (ehDiaDeAula(dia, turma, feriados)) return dia;
  }
}

const minimo = (a: string, b: string | undefined) => (b !== undefined && b < a ? b : a);

/** The last class day on or before `data` (today), for opening the screen where work is. */
export function ultimoDiaDeAula(
  data: string,
  turma: AgendaDaTurma,
  feriados: ReadonlySet<string>,
): string | undefined {
  if (ehDiaDeAula(data, turma, feriados)) return data;
  return diaDeAulaVizinho(data, turma, feriados, -1);
}

/** Every class day of a month ('aaaa-mm'): the columns of the month grid. */
export function diasDeAulaDoMes(
  mes: string,
  turma: AgendaDaTurma,
  feriados: ReadonlySet<string>,
): string[] {
  const dias: string[] = [];
  for (let dia = `${mes}-01`; dia.startsWith(mes); dia = somarDias(dia, 1)) {
    if (ehDiaDeAula(dia, turma, feriados)) dias.push(dia);
  }
  return dias;
}
