// Attendance as people read it: '92%' (no decimals: 91,7% and 92% mean the same to a coordinator),
// '—' when no day was taken yet; and whether it is under the programme's minimum (75%).
import { FREQUENCIA_MINIMA } from '../validation/frequencia';

const formato = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

export const formatarPercentual = (fracao: number | null): string =>
  fracao === null ? '—' : formato.format(fracao);

export const abaixoDoMinimo = (fracao: number | null): boolean =>
  fracao !== null && fracao < FREQUENCIA_MINIMA;
