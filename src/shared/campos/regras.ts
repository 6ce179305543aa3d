// The rules every declared field carries by its kind and limits, with its own messages: the form
// runs them before sending (regrasCompartilhadas) and the API runs them on the body, so both say
// the same words. A record's rule function adds what is its own (a CPF already in use...).
import { preenchido } from '../validation/comum';
import { dataHoraValida, dataIsoValida } from '../validation/datas';
import {
  celularValido,
  cepValido,
  cpfOculto,
  cpfValido,
  emailValido,
  telefoneValido,
} from '../validation/documentos';
import {
  ehCampoNumerico,
  type Campo,
  type CampoDeTexto,
  type CampoNumerico,
  type Campos,
  type DadosDe,
} from './declaracao';

const UF = /^[A-Za-z]{2}$/;
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reais from `minimo` to `maximo` with at most two decimals: whole cents (0.1 + 0.2 is 30). */
export function reaisValidos(valor: number, minimo: number, maximo: number): boolean {
  if (!Number.isFinite(valor) || valor < minimo || valor > maximo) return false;
  const centavos = valor * 100;
  return Math.abs(centavos - Math.round(centavos)) < 1e-6;
}

const ausente = (valor: unknown) => valor === null || valor === undefined || valor === '';

/**
 * A number kind's message: missing when required (its `obrigatorio` words, else `invalido`), not
 * a number of its kind or below its minimum (`invalido`), above its maximum (`maximo`, else
 * `invalido`).
 */
function erroDoNumero(campo: CampoNumerico, valor: unknown): string | undefined {
  if (ausente(valor)) {
    return campo.obrigatorio
      ? (campo.mensagens.obrigatorio ?? campo.mensagens.invalido)
      : undefined;
  }
  if (typeof valor !== 'number') return campo.mensagens.invalido;
  const doTipo =
    campo.tipo === 'inteiro' ? Number.isInteger(valor) : reaisValidos(valor, -Infinity, Infinity);
  if (!doTipo || valor < campo.minimo) return campo.mensagens.invalido;
  if (valor > campo.maximo) return campo.mensagens.maximo ?? campo.mensagens.invalido;
  return undefined;
}

/** The message of a filled-in text field that breaks its kind's rule, or undefined. */
function erroDoTexto(
  campo: CampoDeTexto,
  valor: string,
  hoje: string | undefined,
): string | undefined {
  const m = campo.mensagens;
  switch (campo.tipo) {
    case 'texto':
      return valor.trim().length > campo.maximo ? m.maximo : undefined;
    case 'textoLivre':
      return valor.length > campo.maximo ? m.maximo : undefined;
    case 'cpf':
      return cpfValido(valor) || cpfOculto(valor) ? undefined : m.invalido;
    case 'cep':
      return cepValido(valor) ? undefined : m.invalido;
    case 'telefone':
      return telefoneValido(valor) ? undefined : m.invalido;
    case 'celular':
      return celularValido(valor) ? undefined : m.invalido;
    case 'email':
      return emailValido(valor.trim()) ? undefined : m.invalido;
    case 'uf':
      return UF.test(valor.trim()) ? undefined : m.invalido;
    case 'data':
      if (!dataIsoValida(valor)) return m.invalido;
      return m.futura !== undefined && hoje !== undefined && valor > hoje ? m.futura : undefined;
    case 'opcao':
      return campo.opcoes?.includes(valor) ? undefined : m.invalido;
    case 'hora':
      return HORA.test(valor) ? undefined : m.invalido;
    case 'dataHora':
      return dataHoraValida(valor) ? undefined : m.invalido;
  }
}

/**
 * Every declared rule, keyed by the API's field names; empty when all is well. A required text
 * left blank says `mensagens.obrigatorio` (when declared), shorter than its minimum
 * `mensagens.minimo`; an optional field left blank is never wrong. A required reference must be a
 * positive id (whether it exists is the API's to say); a required number or reference left empty
 * says its `obrigatorio` (else `invalido`), a number not whole or out of limits its `invalido`. `hoje` (aaaa-mm-dd) for dates that may not be in the future.
 */
export function validarCampos<C extends Campos>(
  campos: C,
  dados: DadosDe<C> | Readonly<Partial<Record<keyof C, unknown>>>,
  contexto: { hoje?: string } = {},
): Partial<Record<keyof C & string, string>> {
  const erros: Partial<Record<keyof C & string, string>> = {};
  for (const nome of Object.keys(campos) as (keyof C & string)[]) {
    const campo: Campo | undefined = campos[nome];
    const valor: unknown = dados[nome];
    // A switch has no rule of its own: the schema refuses what is not true or false.
    if (campo === undefined || campo.tipo === 'booleano') continue;
    if (campo.tipo === 'referencia') {
      // Whether the row exists is the API's to say; here only a required one's presence.
      const id = typeof valor === 'number' && Number.isInteger(valor) && valor > 0;
      if (campo.obrigatorio && !id) {
        erros[nome] = ausente(valor)
          ? (campo.mensagens.obrigatorio ?? campo.mensagens.invalido)
          : campo.mensagens.invalido;
      }
      continue;
    }
    if (ehCampoNumerico(campo)) {
      const erro = erroDoNumero(campo, valor);
      if (erro !== undefined) erros[nome] = erro;
      continue;
    }
    const texto = typeof valor === 'string' ? valor : '';
    if (campo.obrigatorio && texto.trim().length < (campo.minimo ?? 1)) {
      const branco = texto.trim() === '' && campo.mensagens.obrigatorio !== undefined;
      const curto = branco
        ? campo.mensagens.obrigatorio
        : (campo.mensagens.minimo ?? campo.mensagens.invalido);
      if (curto !== undefined) erros[nome] = curto;
      continue;
    }
    if (!preenchido(texto)) continue;
    const erro = erroDoTexto(campo, texto, contexto.hoje);
    if (erro !== undefined) erros[nome] = erro;
  }
  return erros;
}
