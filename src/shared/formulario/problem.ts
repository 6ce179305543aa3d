import { NETWORK_ERROR_TEXT } from '../constants';

// The API answers every error as application/problem+json (RFC 9457). RTK Query wraps it in
// { status, data }; a failed fetch has no body at all. Screens only ever see a Problem.
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

function isProblem(value: unknown): value is Problem {
  return (
    isRecord(value) && typeof value.status === 'number' && ('title' in value || 'detail' in value)
  );
}

// seed-spec.md section 8 fixes this text, and the baseQuery already shows it for failed calls.
const semConexao: Problem = { status: 0, title: NETWORK_ERROR_TEXT, detail: NETWORK_ERROR_TEXT };

const inesperado: Problem = {
  status: 500,
  title: 'Erro inesperado',
  detail: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
};

/** Whatever a mutation's `unwrap()`, a fetch or a query rejected with, as a Problem. */
export function toProblem(error: unknown): Problem {
  if (error instanceof ProblemError) return error.problem;
  if (isProblem(error)) return error;
  if (isRecord(error)) {
    if (isProblem(error.data)) return error.data;
    // RTK Query: { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR', error }
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return semConexao;
    if (typeof error.status === 'number') return { ...inesperado, status: error.status };
  }
  if (error instanceof TypeError) return semConexao; // fetch() rejects with TypeError offline
  return inesperado;
}

/** The sentence a person reads: what went wrong and, where we know it, what to do next. */
export function problemMessage(problem: Problem): string {
  if (problem.status === 401) return 'Sua sessão expirou. Entre novamente para continuar.';
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
