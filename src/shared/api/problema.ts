// Reading the API's errors (application/problem+json) the same way on every screen: one sentence
// for a person, and per-field messages for forms.
import { NETWORK_ERROR_TEXT } from '../constants';

export interface Problema {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  /** Field path -> one Portuguese message (the same text the form shows). */
  errors?: Record<string, string>;
}

/** The shape RTK Query gives back (FetchBaseQueryError), without depending on it here. */
interface ErroDeChamada {
  status: number | string;
  data?: unknown;
  error?: string;
}

export const MENSAGEM_GENERICA =
  'Não foi possível concluir a operação. Tente novamente em instantes.';

function ehObjeto(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export function ehErroDeChamada(v: unknown): v is ErroDeChamada {
  return ehObjeto(v) && (typeof v.status === 'number' || typeof v.status === 'string');
}

export function problemaDe(erro: unknown): Problema | undefined {
  if (!ehErroDeChamada(erro) || !ehObjeto(erro.data)) return undefined;
  return erro.data;
}

export const ehErroDeRede = (erro: unknown) =>
  ehErroDeChamada(erro) && erro.status === 'FETCH_ERROR';

/** The text a person reads for a failed call: 'Network Error' offline, else the API's detail. */
export function mensagemDeErro(erro: unknown): string {
  if (ehErroDeRede(erro)) return NETWORK_ERROR_TEXT;
  const p = problemaDe(erro);
  return p?.detail ?? p?.title ?? MENSAGEM_GENERICA;
}

/** Field errors of a 400 answer, ready for a form ({} when there are none). */
export function errosDeCampo(erro: unknown): Record<string, string> {
  const errors = problemaDe(erro)?.errors;
  if (!ehObjeto(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
