// Documents, phones and e-mail as every record in the product has them (apprentices, educators,
// partners, users): the checks and the CPF's LGPD masking, shared by the forms and the API.
import { apenasDigitos, mascararCpf } from '../format/mascaras';

/** The words for documents, contacts and addresses, the same on every record that has them. */
export const MENSAGENS_DOCUMENTOS = {
  cpfInvalido: 'CPF inválido',
  emailInvalido: 'Email inválido',
  telefoneInvalido: 'Telefone inválido: use (00) 0000-0000 ou (00) 00000-0000',
  celularInvalido: 'Celular inválido: use (00) 00000-0000',
  cepInvalido: 'CEP inválido: use 00000-000',
  ufInvalida: 'UF inválida',
  municipioInexistente: 'Município não encontrado na lista do IBGE',
  ufDiferenteDoMunicipio: 'A UF não corresponde ao município',
  dataInvalida: 'Data inválida',
  dataNascimentoFutura: 'A data de nascimento não pode ser futura',
} as const;

/** The two check digits of a CPF's first nine digits. */
export function digitosVerificadoresCpf(noveDigitos: string): string {
  const numeros = Array.from(noveDigitos, Number);
  const digito = (pesoInicial: number) => {
    const soma = numeros.reduce((total, n, i) => total + n * (pesoInicial - i), 0);
    const resto = (soma * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  const primeiro = digito(10);
  numeros.push(primeiro);
  return `${primeiro}${digito(11)}`;
}

/** Eleven digits (punctuation allowed), not all equal, with valid check digits. */
export function cpfValido(cpf: string): boolean {
  if (!/^[\d.\-\s]*$/.test(cpf)) return false;
  const d = apenasDigitos(cpf);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return digitosVerificadoresCpf(d.slice(0, 9)) === d.slice(9);
}

/** '12345678909' -> '123.456.789-09'. */
export const formatarCpf = (cpf: string) => mascararCpf(cpf);

/**
 * LGPD: a CPF shown to someone without `aprendizes:ver-cpf` keeps only the middle six digits,
 * '***.456.789-**' (enough to tell two people apart, not enough to use the document).
 */
export function ocultarCpf(cpf: string): string {
  const d = apenasDigitos(cpf);
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

export const cpfOculto = (valor: string) => /^\*{3}\.\d{3}\.\d{3}-\*{2}$/.test(valor);

/**
 * An RG as shown to whoever may not see identity documents: every letter and digit but the last
 * two hidden ('12.345.678-9' -> '**.***.**8-9'), the punctuation kept so it still reads as an RG.
 */
export function ocultarRg(rg: string): string {
  let visiveis = 2;
  let oculto = '';
  for (let i = rg.length - 1; i >= 0; i -= 1) {
    const c = rg.charAt(i);
    oculto = (/[\dA-Za-z]/.test(c) && (visiveis -= 1) < 0 ? '*' : c) + oculto;
  }
  return oculto;
}

/** A value sent back as it was shown hidden: it means "unchanged", never a new RG. */
export const rgOculto = (valor: string) => valor.includes('*');

/** Landline '(11) 3333-4444' (10 digits) or mobile '(11) 98888-7777' (11 digits). */
export function telefoneValido(telefone: string): boolean {
  if (!/^[\d()\-\s+]*$/.test(telefone)) return false;
  const d = apenasDigitos(telefone);
  return /^[1-9][1-9](?:[2-5]\d{7}|9\d{8})$/.test(d);
}

/** Mobile only: 11 digits, the ninth digit rule. */
export function celularValido(celular: string): boolean {
  if (!/^[\d()\-\s+]*$/.test(celular)) return false;
  return /^[1-9][1-9]9\d{8}$/.test(apenasDigitos(celular));
}

export function cepValido(cep: string): boolean {
  if (!/^[\d.\-\s]*$/.test(cep)) return false;
  const d = apenasDigitos(cep);
  return d.length === 8 && d !== '00000000';
}

export function emailValido(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email);
}
