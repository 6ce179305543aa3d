// The rules every declared field carries by its kind and limits, with its own messages: the form
// runs them before sending (regrasCompartilhadas) and the API runs them on the body, so both say
// the same words. A record's rule function adds what is its own (a CPF already in use...).
import { preenchido } from '../validation/comum';
import { dataIsoValida } from '../validation/datas';
import {
  celularValido,
  cepValido,
  cpfOculto,
  cpfValido,
  emailValido,
  telefoneValido,
} from '../validation/documentos';
import {
  ehNumerico,
  type CampoDeTexto,
  type CampoNumerico,
  type Campos,
  type DadosDe,
} from './declaracao';

const UF = /^[A-Za-z]{2}$/;

/** A number of its kind within the field's range: whole, or reais with whole cents. */
function numeroValido(campo: CampoNumerico, valor: number): boolean {
  if (!Number.isFinite(valor) || valor < campo.minimo || valor > campo.maximo) return false;
  if (campo.tipo === 'inteiro') return Number.isInteger(valor);
  const centavos = valor * 100;
  return Math.abs(centavos - Math.round(centavos)) < 1e-6;
}

const ausente = (valor: unknown) => valor === null || valor === undefined || valor === '';

/** The message of a filled-in text field that breaks its kind's rule, or undefined. */
function erroDoTexto(campo: CampoDeTexto, valor: string, hoje: string): string | undefined {
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
      return m.futura !== undefined && valor > hoje ? m.futura : undefined;
    case 'opcao':
      return campo.opcoes?.includes(valor) ? undefined : m.invalido;
  }
}

/**
 * Every declared rule, keyed by the API's field names; empty when all is well. A required text
 * left blank says `mensagens.obrigatorio` (else `minimo`, else `invalido`), one shorter than its minimum
 * `mensagens.minimo`; a required number or reference left empty says its `obrigatorio` (else
 * `invalido`); an optional field left blank is never wrong. A reference's row is the API's to
 * check. `hoje` (aaaa-mm-dd) for dates that may not be in the future.
 */
export function validarCampos<C extends Campos>(
  campos: C,
  dados: DadosDe<C>,
  contexto: { hoje: string },
): Partial<Record<keyof C & string, string>> {
  const erros: Partial<Record<keyof C & string, string>> = {};
  for (const nome of Object.keys(campos) as (keyof C & string)[]) {
    const campo = campos[nome];
    const valor: unknown = dados[nome];
    if (campo === undefined) continue;
    if (ehNumerico(campo)) {
      if (ausente(valor)) {
        if (campo.obrigatorio)
          erros[nome] = campo.mensagens.obrigatorio ?? campo.mensagens.invalido;
      } else if (
        campo.tipo !== 'referencia' &&
        (typeof valor !== 'number' || !numeroValido(campo, valor))
      ) {
        erros[nome] = campo.mensagens.invalido;
      }
      continue;
    }
    const texto = typeof valor === 'string' ? valor : '';
    if (campo.obrigatorio && texto.trim().length < (campo.minimo ?? 1)) {
      erros[nome] =
        texto.trim() === ''
          ? (campo.mensagens.obrigatorio ?? campo.mensagens.minimo ?? campo.mensagens.invalido)
          : campo.mensagens.minimo;
      continue;
    }
    if (!preenchido(texto)) continue;
    const erro = erroDoTexto(campo, texto, contexto.hoje);
    if (erro !== undefined) erros[nome] = erro;
  }
  return erros;
}
