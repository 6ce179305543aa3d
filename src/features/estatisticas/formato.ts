// How the statistics screens write their figures: pt-BR numbers, short months ('jan/2026', as the
// axes have room for), and rates with one decimal — absence rates sit between 2% and 15%, where
// the whole-percent format of shared/format rounds different classes to the same figure.
import { formatarDataHora } from '../../shared/format';

const inteiro = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const taxa = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export const formatarNumero = (n: number): string => inteiro.format(n);

/** 0.0423 -> '4,2%'; null (nothing to divide) -> '—'. */
export const formatarTaxa = (fracao: number | null): string =>
  fracao === null ? '—' : taxa.format(fracao);

/** A rate for a table or CSV cell: '4,2%' (Excel pt-BR reads it as a percentage), empty for null. */
export const taxaNaCelula = (fracao: number | null): string | null =>
  fracao === null ? null : taxa.format(fracao);

export { formatarMes, formatarMesLongo } from '../../shared/format';

export const formatarGeradoEm = (iso: string): string => formatarDataHora(iso);
