// Pure helpers of the statistics (issue 14): age bands, the quota band of a partner, months and
// rates. No database here, so they are unit-tested on their own (test/api/estatisticas.test.ts).

import { somarMeses } from '../../../src/shared/validation/datas';

/** Age bands of the pyramid, youngest first (the contract's labels) and the oldest age in each. */
export const FAIXAS = [
  { faixa: '14', ate: 14 },
  { faixa: '15', ate: 15 },
  { faixa: '16', ate: 16 },
  { faixa: '17', ate: 17 },
  { faixa: '18', ate: 18 },
  { faixa: '19–20', ate: 20 },
  { faixa: '21–24', ate: 24 },
  { faixa: '25 ou mais', ate: null },
] as const;
export type FaixaEtaria = (typeof FAIXAS)[number]['faixa'];
export const FAIXAS_ETARIAS: readonly FaixaEtaria[] = FAIXAS.map((f) => f.faixa);

/**
 * Whole years between a birth date and a day ('aaaa-mm-dd'): a birthday on the day counts; one born
 * on 29 February turns a year older on 1 March of a common year, as PostgreSQL's age() counts.
 */
export function idadeEm(nascimento: string, hoje: string): number {
  const [an, mn, dn] = nascimento.split('-').map(Number) as [number, number, number];
  const [ah, mh, dh] = hoje.split('-').map(Number) as [number, number, number];
  const fezAniversario = mh > mn || (mh === mn && dh >= dn);
  return ah - an - (fezAniversario ? 0 : 1);
}

/**
 * The latest birth date of someone who is at least `anos` old on `hoje`: the same day `anos` years
 * before (28 February when that year has no 29th). idadeEm(d, hoje) >= anos exactly when
 * d <= this date, so a band is a range of birth dates and can be summed from counts per date.
 */
export function nascidoAte(hoje: string, anos: number): string {
  const [ano, mes, dia] = hoje.split('-').map(Number) as [number, number, number];
  const alvo = ano - anos;
  const bissexto = (alvo % 4 === 0 && alvo % 100 !== 0) || alvo % 400 === 0;
  const d = mes === 2 && dia === 29 && !bissexto ? 28 : dia;
  return `${String(alvo).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * The band of an age. Apprentices are 14 to 24 (CLT art. 428; no upper limit for PcD): an age under
 * 14 (a typing mistake the form would refuse today) is counted in the first band rather than lost.
 */
export function faixaEtaria(idade: number): FaixaEtaria {
  return FAIXAS.find((f) => f.ate === null || idade <= f.ate)?.faixa ?? '25 ou mais';
}

/** Each band with the birth dates after which someone is too young to be older than it. */
export const faixasPorNascimento = (hoje: string) =>
  FAIXAS.map((f) => ({
    faixa: f.faixa,
    nascidoDepoisDe: f.ate === null ? null : nascidoAte(hoje, f.ate + 1),
  }));

export type FaixaDaCota = 'abaixo' | 'dentro' | 'acima' | 'sem-cota';

/** The most apprentices a partner may hire: the quota (5%) is the minimum, 15% the maximum. */
export const cotaMaxima = (cotaAprendizes: number) => Math.ceil(cotaAprendizes * 3);

/** Where a partner stands against its quota band (the contract's definition). */
export function faixaDaCota(cotaAprendizes: number, alocados: number): FaixaDaCota {
  if (cotaAprendizes <= 0) return 'sem-cota';
  if (alocados < cotaAprendizes) return 'abaixo';
  if (alocados > cotaMaxima(cotaAprendizes)) return 'acima';
  return 'dentro';
}

/** How many apprentices a partner is short of its quota (0 when it meets it). */
export const faltaNaCota = (cotaAprendizes: number, alocados: number) =>
  Math.max(0, cotaAprendizes - alocados);

/** 'aaaa-mm' of a day. */
export const mesDe = (data: string) => data.slice(0, 7);

/** Every month from `de` to `ate` inclusive, oldest first (empty when upside down). */
export function mesesEntre(de: string, ate: string): string[] {
  const meses: string[] = [];
  for (let mes = de; mes <= ate; mes = somarMeses(mes, 1)) meses.push(mes);
  return meses;
}

/** The first and last days of a month 'aaaa-mm'. */
export const primeiroDia = (mes: string) => `${mes}-01`;
export function ultimoDia(mes: string): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const dias = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return `${mes}-${String(dias).padStart(2, '0')}`;
}

/** A fraction 0–1, or null when there is nothing to divide. */
export const taxa = (parte: number, todo: number) => (todo > 0 ? parte / todo : null);
