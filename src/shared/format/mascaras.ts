// Masks for Brazilian documents and phones. Each accepts digits with or without punctuation and
// masks as much as was typed, so the same function formats stored values and text being typed.

export const apenasDigitos = (texto: string) => texto.replace(/\D/g, '');

/** Fills `padrao` ('000.000.000-00') with the digits; stops at the first missing digit. */
function aplicar(padrao: string, digitos: string): string {
  let saida = '';
  let i = 0;
  for (const c of padrao) {
    if (i >= digitos.length) break;
    if (c === '0') {
      saida += digitos.charAt(i);
      i += 1;
    } else saida += c;
  }
  return saida;
}

/** '12345678909' -> '123.456.789-09'. */
export const mascararCpf = (valor: string) =>
  aplicar('000.000.000-00', apenasDigitos(valor).slice(0, 11));

/** '11222333000181' -> '11.222.333/0001-81'. */
export const mascararCnpj = (valor: string) =>
  aplicar('00.000.000/0000-00', apenasDigitos(valor).slice(0, 14));

/** '01310100' -> '01310-100'. */
export const mascararCep = (valor: string) =>
  aplicar('00000-000', apenasDigitos(valor).slice(0, 8));

/**
 * Landlines have 10 digits ('(11) 3333-4444'), mobiles 11 ('(11) 98888-7777'). While typing, the
 * mobile shape is used only once the 11th digit arrives, so a landline never jumps around.
 */
export function mascararTelefone(valor: string): string {
  const d = apenasDigitos(valor).slice(0, 11);
  if (d.length === 0) return '';
  return aplicar(d.length === 11 ? '(00) 00000-0000' : '(00) 0000-0000', d);
}
