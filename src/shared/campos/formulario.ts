// A declared record's form: the values an edit form starts from (the answer's fields, masked
// inputs as their digits, null as absent) and the body it sends (a required text trimmed). The
// new-record form starts empty: every field is optional until the rules say otherwise.
import { apenasDigitos } from '../format/mascaras';
import {
  ehNumerico,
  type Campos,
  type CorpoDe,
  type DadosDe,
  type NomesNaAlteracao,
  type RespostaDe,
} from './declaracao';

/** Masked inputs (MaskedField) hold digits only. */
const MASCARADOS = new Set(['cpf', 'cep', 'telefone', 'celular']);

/** The edit form's values from a record as the API answers it (`soNaCriacao` fields left out). */
export function valoresDoRegistro<C extends Campos>(
  campos: C,
  registro: RespostaDe<C>,
): Pick<DadosDe<C>, NomesNaAlteracao<C>> {
  const valores: DadosDe<C> = {};
  for (const nome of Object.keys(campos) as (keyof C)[]) {
    const campo = campos[nome];
    if (campo === undefined || campo.soNaCriacao) continue;
    const valor = registro[nome];
    if (valor === null) continue;
    valores[nome] = (
      MASCARADOS.has(campo.tipo) && typeof valor === 'string' ? apenasDigitos(valor) : valor
    ) as DadosDe<C>[keyof C];
  }
  return valores;
}

/** The body of the form's values: required texts trimmed (blank, the API says which rule). */
export function corpoDoFormulario<C extends Campos>(campos: C, valores: DadosDe<C>): CorpoDe<C> {
  const corpo: Record<string, unknown> = { ...valores };
  for (const [nome, campo] of Object.entries(campos)) {
    if (campo.obrigatorio && !ehNumerico(campo) && campo.tipo !== 'booleano') {
      const valor = valores[nome];
      corpo[nome] = typeof valor === 'string' ? valor.trim() : '';
    }
  }
  return corpo as CorpoDe<C>;
}

/**
 * The body of a form whose update keeps what the body leaves out (a vacancy's PUT): every field
 * sent, one the person cleared as null, so clearing an input clears the stored value.
 */
export function corpoCompletoDoFormulario<C extends Campos>(
  campos: C,
  valores: DadosDe<C>,
): CorpoDe<C> {
  const corpo: Record<string, unknown> = corpoDoFormulario(campos, valores);
  for (const nome of Object.keys(campos)) corpo[nome] ??= null;
  return corpo as CorpoDe<C>;
}
