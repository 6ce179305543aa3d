// Calendar days ('aaaa-mm-dd') and ages, as every rule in the product counts them. Pure: "today"
// is always passed in (callers take it from dataLocal of their clock), never read here.

/** Brazil's civil time for "today" (sign-up date, age, new this month). */
export const FUSO_HORARIO = 'America/Sao_Paulo';
export const MAIORIDADE = 18;

/** A real calendar date written 'aaaa-mm-dd'. */
export function dataIsoValida(data: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (!m) return false;
  const [ano, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(ano, mes - 1, dia));
  return d.getUTCFullYear() === ano && d.getUTCMonth() === mes - 1 && d.getUTCDate() === dia;
}

/** 'aaaa-mm-ddThh:mm' (Brazil's wall clock, as the person typed it). */
export function dataHoraValida(valor: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(valor);
  return m !== null && dataIsoValida(m[1] ?? '');
}

const formatadores = new Map<string, Intl.DateTimeFormat>();
let ultimo = { minuto: Number.NaN, fuso: '', dia: '' };
const MINUTO_DE_1980 = Date.UTC(1980, 0, 1) / 60_000;

/** The calendar day ('aaaa-mm-dd') of an instant in Brazil's civil time. */
export function dataLocal(instante: Date, fuso: string = FUSO_HORARIO): string {
  // Since 1980 every zone's offset is whole minutes (local mean times with seconds ended by 1972),
  // so a day changes on a minute: the last answer serves the rest of its minute (the server asks
  // on every request, and formatting is not free).
  const minuto = Math.floor(instante.getTime() / 60_000);
  if (minuto >= MINUTO_DE_1980 && ultimo.minuto === minuto && ultimo.fuso === fuso) {
    return ultimo.dia;
  }
  // Building an Intl formatter costs far more than using one: keep one per time zone.
  let formatador = formatadores.get(fuso);
  if (!formatador) {
    formatador = new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatadores.set(fuso, formatador);
  }
  const dia = formatador.format(instante);
  ultimo = { minuto, fuso, dia };
  return dia;
}

/** Completed years on `referencia` (someone born on 29/02 turns a year older on 01/03). */
export function idadeEm(dataNascimento: string, referencia: string): number {
  const anos = Number(referencia.slice(0, 4)) - Number(dataNascimento.slice(0, 4));
  return referencia.slice(5) < dataNascimento.slice(5) ? anos - 1 : anos;
}

export const menorDeIdade = (dataNascimento: string, hoje: string) =>
  dataIsoValida(dataNascimento) && idadeEm(dataNascimento, hoje) < MAIORIDADE;

function partes(data: string): [number, number, number] {
  return [Number(data.slice(0, 4)), Number(data.slice(5, 7)), Number(data.slice(8, 10))];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** 'aaaa-mm-dd' + n calendar days (n may be negative; arithmetic in UTC, no time-zone shifts). */
export function somarDias(data: string, dias: number): string {
  const [a, m, d] = partes(data);
  return iso(new Date(Date.UTC(a, m - 1, d + dias)));
}

/** Same day n months later; a day the month lacks falls on its last day (31/01 + 1 = 28/02). */
export function somarMesesNaData(data: string, meses: number): string {
  const [a, m, d] = partes(data);
  const ultimoDia = new Date(Date.UTC(a, m - 1 + meses + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(a, m - 1 + meses, Math.min(d, ultimoDia))));
}

/** The month n months after (n < 0: before) a month 'aaaa-mm' ('2026-01' - 1 = '2025-12'). */
export function somarMeses(mes: string, n: number): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const total = ano * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}
