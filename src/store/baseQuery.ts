// Every call to the API goes through here: JSON, the Bearer token from the store, no timeout, one
// retry for queries on network/5xx failures, and the one place that handles transport errors.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { authSessaoExpirada } from '../machines/auth/eventos';
import { HTTP_TIMEOUT_MS, NETWORK_ERROR_TEXT, QUERY_RETRIES } from '../shared/constants';
import type { SessaoState } from './session';

/** Wait before the one retry: long enough for a restarting server, short enough to not be felt. */
export const RETRY_BACKOFF_MS = 400;

/** Wrong credentials answer 401 too; that is a form error, not an expired session. */
const SEM_TRATAMENTO_401 = ['/api/auth/login'];

const bruto = fetchBaseQuery({
  baseUrl: '',
  // 0 = no timeout: fetchBaseQuery only arms a timer for a non-zero value.
  timeout: HTTP_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { sessao: SessaoState }).sessao;
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json, application/problem+json');
    return headers;
  },
});

type Resultado = Awaited<ReturnType<typeof bruto>>;
export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

const urlDe = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);

function podeRepetir(erro: FetchBaseQueryError | undefined): boolean {
  if (!erro) return false;
  return erro.status === 'FETCH_ERROR' || (typeof erro.status === 'number' && erro.status >= 500);
}

function esperar(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

const umaVez: ApiBaseQuery = async (args, api, extra) => {
  const resultado: Resultado = await bruto(args, api, extra);
  const erro = resultado.error;
  if (!erro) return resultado;
  if (erro.status === 'FETCH_ERROR') {
    // fetch says "Failed to fetch" or "fetch failed" depending on the engine; people see one text.
    return { ...resultado, error: { status: 'FETCH_ERROR', error: NETWORK_ERROR_TEXT } };
  }
  if (erro.status === 401 && !SEM_TRATAMENTO_401.includes(urlDe(args))) {
    // The auth machine clears the session and sends the browser to /login.
    api.dispatch(authSessaoExpirada());
  }
  return resultado;
};

export const baseQuery: ApiBaseQuery = async (args, api, extra) => {
  let resultado = await umaVez(args, api, extra);
  // Mutations are never repeated: a POST that reached the server must not be applied twice.
  for (let i = 0; i < QUERY_RETRIES && api.type === 'query' && podeRepetir(resultado.error); i++) {
    await esperar(RETRY_BACKOFF_MS, api.signal);
    if (api.signal.aborted) break;
    resultado = await umaVez(args, api, extra);
  }
  return resultado;
};
