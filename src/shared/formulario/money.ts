// Typing money works like a cash register: digits enter from the cents side, so no comma is ever
// typed and every keystroke is a valid amount. Display is src/shared/format's formatarDinheiro.

/** 'R$ 1.234,56' or '123456' (typed digits, cents last) -> 1234.56; nothing typed -> null. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  // Integer cents avoid binary rounding (0.1 + 0.2) before the single division.
  const cents = Number(digits.slice(0, 15));
  const value = cents / 100;
  return text.trim().startsWith('-') ? -value : value;
}
