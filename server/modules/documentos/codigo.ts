// The verification code: 12 symbols of a 32-symbol alphabet from the system's CSPRNG (60 bits: at
// the rate-limited page's pace nobody finds a valid code by trying). A byte's low 5 bits pick a
// symbol, and 256 is a multiple of 32, so every symbol is equally likely.
import { randomBytes } from 'node:crypto';
import { ALFABETO_CODIGO } from '../../../src/shared/validation/documentos-emitidos';

export function gerarCodigo(): string {
  const simbolos = [...randomBytes(12)].map((b) => ALFABETO_CODIGO.charAt(b & 31)).join('');
  return `${simbolos.slice(0, 4)}-${simbolos.slice(4, 8)}-${simbolos.slice(8)}`;
}
