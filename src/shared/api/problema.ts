// The API's errors as the client reads them, the same way on every screen. The API answers every
// error as application/problem+json (RFC 9457); RTK Query wraps it in { status, data }, and a failed
// fetch has no body at all. Whatever a call rejected with becomes a Problem (toProblem), which gives
// one Portuguese sentence for a person (problemMessage) and per-field messages for forms.
//
// The Portuguese names (mensagemDeErro, errosDeCampo, problemaDe) are the same readings for code
// that holds the raw RTK Query error (the machines, the password form).
import { NETWORK_ERROR_TEXT } from '../constants';

export interface Problem {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  /** Field path (`responsavel.cpf`) -> the one message the form shows under that field. */
  errors?: Record<string, string>;
}

/** A Problem thrown by code outside RTK Query (exports, hand-written fetches). */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail ?? problem.title ?? 'Erro');
    this.name = 'ProblemError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A problem+json body: it says something (title, detail or field errors). */
function isProblemBody(value: unknown): value is Partial<Problem> {
  return isRecord(value) && ('title' in value || 'detail' in value || 'errors' in value);
}

function isProblem(value: unknown): value is Problem {
  return isProblemBody(value) && typeof value.status === 'number';
}

// seed-spec.md section 8 fixes this text, and the baseQuery already shows it for failed calls.
const semConexao: Problem = { status: 0, title: NETWORK_ERROR_TEXT, detail: NETWORK_ERROR_TEXT };

const inesperado: Problem = {
  status: 500,
  title: 'Erro inesperado',
  detail: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
};

/** RTK Query's network failures: { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR', error }. */
export const ehErroDeRede = (erro: unknown): boolean =>
  isRecord(erro) && (erro.status === 'FETCH_ERROR' || erro.status === 'TIMEOUT_ERROR');

/** Whatever a mutation's `unwrap()`, a fetch or a query rejected with, as a Problem. */
export function toProblem(error: unknown): Problem {
  if (error instanceof ProblemError) return error.problem;
  if (isProblem(error)) return error;
  if (isRecord(error)) {
    if (isProblem(error.data)) return error.data;
    // A body without its own status (a proxy's, a test's) still says what went wrong.
    if (isProblemBody(error.data) && typeof error.status === 'number') {
      return { ...error.data, status: error.status };
    }
    if (ehErroDeRede(error)) return semConexao;
    if (typeof error.status === 'number') return { ...inesperado, status: error.status };
  }
  if (error instanceof TypeError) return semConexao; // fetch() rejects with TypeError offline
  return inesperado;
}

/** The record rule's 403 (server/plugins/escopo.ts): its detail says why and what to do. */
export const TIPO_FORA_DO_ESCOPO = '/problemas/fora-das-suas-turmas';

/** The sentence a person reads: what went wrong and, where we know it, what to do next. */
export function problemMessage(problem: Problem): string {
  if (problem.status === 401) return 'Sua sessão expirou. Entre novamente para continuar.';
  if (problem.status === 403 && problem.type === TIPO_FORA_DO_ESCOPO && problem.detail) {
    return problem.detail;
  }
  if (problem.status === 403) return 'Você não tem permissão para esta ação.';
  return problem.detail ?? problem.title ?? inesperado.detail ?? '';
}

/**
 * A 409 is either a duplicate (shown on its field) or a stale `versao`. The server marks the
 * stale case with `errors.versao` or a `type` that names versao; anything else is a duplicate.
 */
export function isStaleVersion(problem: Problem): boolean {
  if (problem.status !== 409) return false;
  return Boolean(problem.errors?.versao) || /versao/i.test(problem.type ?? '');
}

/** The problem+json body of a failed call, as the API sent it (undefined when there is none). */
export function problemaDe(erro: unknown): Partial<Problem> | undefined {
  return isRecord(erro) && isRecord(erro.data) ? erro.data : undefined;
}

/** The text a person reads for a failed call: 'Network Error' offline, else the API's sentence. */
export const mensagemDeErro = (erro: unknown): string => problemMessage(toProblem(erro));

/** Field errors of a 400 answer, ready for a form ({} when there are none). */
export function errosDeCampo(erro: unknown): Record<string, string> {
  const errors: unknown = toProblem(erro).errors;
  if (!isRecord(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
