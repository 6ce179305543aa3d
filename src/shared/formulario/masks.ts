// Brazilian document and phone masks for inputs: each pairs the display with a parse back to what
// the form stores (digits; for the 2026 alphanumeric CNPJ, letters too), which is what the API
// validates. src/shared/format's mascarar* format stored values for reading (tables, exports).

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
    parse: (text) => text.replace(/\D/g, '').slice(0, maxLength),
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
    const check = chars.slice(12).replace(/\D/g, '').slice(0, 2);
    return base + check;
  },
  format: (raw) => applyPattern('AA.AAA.AAA/AAAA-00', raw),
};

/** Landline (00) 0000-0000 while up to 10 digits, mobile (00) 00000-0000 at 11. */
export const phoneMask: Mask = {
  maxLength: 11,
  parse: (text) => text.replace(/\D/g, '').slice(0, 11),
  format: (raw) => applyPattern(raw.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000', raw),
};

export const masks = { cpf: cpfMask, cnpj: cnpjMask, cep: cepMask, telefone: phoneMask } as const;
export type MaskName = keyof typeof masks;
