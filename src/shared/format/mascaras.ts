// Brazilian document and phone masks: THE one place that knows their shapes. Each mask pairs the
// display with a parse back to what the form stores and the API validates (digits; for the 2026
// alphanumeric CNPJ, capital letters too). The mascarar* functions format a stored value (or any
// text) for reading: tables, exports, the audit trail. Imported by the server too (through
// shared/validation), so nothing here may touch the DOM.

export const apenasDigitos = (texto: string) => texto.replace(/\D/g, '');

/** `0` takes a digit, `A` a digit or letter (the alphanumeric CNPJ from 2026); others are literals. */
export type MaskPattern = string;

export interface Mask {
  /** Longest raw value accepted (significant characters). */
  maxLength: number;
  /** Keep only what the mask stores: digits, or for CNPJ upper-case letters and digits. */
  parse(text: string): string;
  /** Raw value -> display, progressively while typing ('12345' -> '123.45'). */
  format(raw: string): string;
}

function fits(slot: string, char: string): boolean {
  return slot === '0' ? /\d/.test(char) : /[0-9A-Z]/.test(char);
}

/** Fills the pattern's slots in order; literals appear only once a later slot is filled. */
export function applyPattern(pattern: MaskPattern, raw: string): string {
  let out = '';
  let pending = '';
  let index = 0;
  for (let position = 0; position < pattern.length && index < raw.length; position += 1) {
    const slot = pattern.charAt(position);
    if (slot !== '0' && slot !== 'A') {
      pending += slot;
      continue;
    }
    const char = raw.charAt(index);
    if (!fits(slot, char)) break;
    out += pending + char;
    pending = '';
    index += 1;
  }
  return out;
}

function slots(pattern: MaskPattern): number {
  return pattern.replace(/[^0A]/g, '').length;
}

function digitsMask(pattern: MaskPattern): Mask {
  const maxLength = slots(pattern);
  return {
    maxLength,
    parse: (text) => apenasDigitos(text).slice(0, maxLength),
    format: (raw) => applyPattern(pattern, raw),
  };
}

export const cpfMask: Mask = digitsMask('000.000.000-00');
export const cepMask: Mask = digitsMask('00000-000');

/** CNPJ: 12 alphanumeric characters then 2 check digits (IN RFB 2.229/2024). */
export const cnpjMask: Mask = {
  maxLength: 14,
  parse(text) {
    const chars = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
    // The two check digits are always numeric: drop a letter typed there instead of storing it.
    const base = chars.slice(0, 12);
    const check = apenasDigitos(chars.slice(12)).slice(0, 2);
    return base + check;
  },
  format: (raw) => applyPattern('AA.AAA.AAA/AAAA-00', raw),
};

/**
 * Landlines have 10 digits ('(11) 3333-4444'), mobiles 11 ('(11) 98888-7777'). While typing, the
 * mobile shape is used only once the 11th digit arrives, so a landline never jumps around.
 */
export const phoneMask: Mask = {
  maxLength: 11,
  parse: (text) => apenasDigitos(text).slice(0, 11),
  format: (raw) => applyPattern(raw.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000', raw),
};

export const masks = { cpf: cpfMask, cnpj: cnpjMask, cep: cepMask, telefone: phoneMask } as const;
export type MaskName = keyof typeof masks;

/** Any text (stored or typed, with or without punctuation) as the mask shows it. */
const mascarar = (mask: Mask) => (valor: string) => mask.format(mask.parse(valor));

/** '12345678909' -> '123.456.789-09'. */
export const mascararCpf = mascarar(cpfMask);

/** '11222333000181' -> '11.222.333/0001-81'; '12abc34501de35' -> '12.ABC.345/01DE-35'. */
export const mascararCnpj = mascarar(cnpjMask);

/** '01310100' -> '01310-100'. */
export const mascararCep = mascarar(cepMask);

/** '11988887777' -> '(11) 98888-7777'. */
export const mascararTelefone = mascarar(phoneMask);
