// Money as people in Brazil read it: 'R$ 1.234,56'. The form holds a number of reais; typing
// works like a cash register (digits enter from the cents side), so no comma is ever typed.
// Private here until src/shared/format exists; then this moves there.

const numberFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.56 -> 'R$ 1.234,56' (a plain space: it reads the same and copies predictably). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const sign = value < 0 ? '-' : '';
  return `${sign}R$ ${numberFormat.format(Math.abs(value))}`;
}

/** 'R$ 1.234,56' or '123456' (typed digits, cents last) -> 1234.56; nothing typed -> null. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  // Integer cents avoid binary rounding (0.1 + 0.2) before the single division.
  const cents = Number(digits.slice(0, 15));
  const value = cents / 100;
  return text.trim().startsWith('-') ? -value : value;
}
