// Pure helpers of the statistics (issue 14): age bands, the quota band of a partner, months and
// rates. No database here, so they are unit-tested on their own (test/api/estatisticas.test.ts).

/** Age bands of the pyramid, youngest first (the contract's labels). */
export const FAIXAS_ETARIAS = [
  '14',
  '15',
  '16',
  '17',
  '18',
  '19–20',
  '21–24',
  '25 ou mais',
] as const;
export type FaixaEtaria = (typeof FAIXAS_ETARIAS)[number];

/**
 * Whole years between a birth date and a day ('aaaa-mm-dd'): a birthday on the day counts; one born
 * on 29 February is a year older on 1 March of a common year, as PostgreSQL's age() counts.
 */
export function idadeEm(nascimento: string, hoje: string): number {
  const [an, mn, dn] = nascimento.split('-').map(Number) as [number, number, number];
  const [ah, mh, dh] = hoje.split('-').map(Number) as [number, number, number];
  const fezAniversario = mh > mn || (mh === mn && dh >= dn);
  return ah - an - (fezAniversario ? 0 : 1);
}

/**
 * The band of an age. Apprentices are 14 to 24 (CLT art. 428; no upper limit for PcD): an age under
 * 14 (a typing mistake the form would refuse today) is counted in the first band rather than lost.
 */
export function faixaEtaria(idade: number): FaixaEtaria {
  if (idade <= 14) return '14';
  if (idade <= 18) return String(idade) as FaixaEtaria;
  if (idade <= 20) return '19–20';
  if (idade <= 24) return '21–24';
  return '25 ou mais';
}

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

/** The month n months after (n < 0: before) a month 'aaaa-mm'. */
export function somarMeses(mes: string, n: number): string {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const total = ano * 12 + (m - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

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
