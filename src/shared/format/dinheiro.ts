// Money as 'R$ 1.234,56', and back. Intl puts a no-break space after 'R$'; the product writes a
// plain space, so the text matches what people type and what tests compare.

const moeda = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numero = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.56 -> 'R$ 1.234,56'; -5 -> '-R$ 5,00'; null/undefined/NaN -> ''. */
export function formatarDinheiro(valor: number | null | undefined): string {
  if (valor == null || Number.isNaN(valor)) return '';
  return moeda.format(valor).replace(/\u00a0/g, ' ');
}

/** 1234.5 -> '1.234,50' (tables that already say the column is in reais). */
export function formatarDecimal(valor: number | null | undefined): string {
  if (valor == null || Number.isNaN(valor)) return '';
  return numero.format(valor);
}

/**
 * 'R$ 1.234,56' or '123456' -> 1234.56; nothing typed -> null. Amounts are read like a cash
 * register: the last two digits are the cents, so the money field never needs a comma typed and
 * every keystroke is a valid amount; what formatarDinheiro wrote reads back to the same number.
 */
export function lerDinheiro(texto: string): number | null {
  const digitos = texto.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digitos === '') return null;
  // Integer cents avoid binary rounding (0.1 + 0.2) before the single division.
  const valor = Number(digitos.slice(0, 15)) / 100;
  return texto.trim().startsWith('-') ? -valor : valor;
}

/**
 * What a person types as reais in a plain field ('4,40', '4.40', 'R$ 1.234,56') -> 4.4 / 1234.56,
 * or null when it is not an amount with at most two decimals (the server checks the cents again).
 * A comma makes the dots thousands, and so do dots before groups of three ('1.500'); otherwise a
 * dot is the decimal point. `sinal` also reads
 * '-33,33' (an adjustment that discounts).
 */
export function lerReais(texto: string, { sinal = false } = {}): number | null {
  const limpo = texto.replace(/\s|R\$/g, '');
  const negativo = sinal && limpo.startsWith('-');
  const semSinal = negativo ? limpo.slice(1) : limpo;
  const milhares = semSinal.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(semSinal);
  const normal = milhares ? semSinal.replace(/\./g, '').replace(',', '.') : semSinal;
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return negativo ? -Number(normal) : Number(normal);
}
