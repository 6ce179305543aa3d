// Every call to the API goes through here: JSON, the Bearer token from the store, no timeout, one
// retry for queries on network/5xx failures, and the one place that handles transport errors.
import type {
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { HTTP_TIMEOUT_MS, NETWORK_ERROR_TEXT, QUERY_RETRIES } from '../shared/constants';
import { authSessaoExpirada } from './eventosDaSessao';
import type { SessaoState } from './session';

/** Wait before the one retry: long enough for a restarting server, short enough to not be felt. */
export const RETRY_BACKOFF_MS = 400;

/** Wrong credentials answer 401 too; that is a form error, not an expired session. */
const SEM_TRATAMENTO_401 = ['/api/auth/login'];

// Not RTK's fetchBaseQuery: it lives in the same module as RTK Query's core, and this file is in
// the entry (sign-in uses it), so importing it put all of RTK Query into the /login bundle as soon
// as a screen used createApi. This does what fetchBaseQuery did for us, with the same result shapes.
/** The seed's HTTP timeout is 0 (none); a timer is armed only if that constant ever changes. */
const comPrazo = (signal: AbortSignal, prazo: number = HTTP_TIMEOUT_MS) =>
  prazo > 0 ? AbortSignal.any([signal, AbortSignal.timeout(prazo)]) : signal;

type Resposta =
  | { data: unknown; error?: undefined; meta?: FetchBaseQueryMeta }
  | { error: FetchBaseQueryError; data?: undefined; meta?: FetchBaseQueryMeta };

async function bruto(
  args: string | FetchArgs,
  api: { signal: AbortSignal; getState: () => unknown },
): Promise<Resposta> {
  const {
    url,
    params,
    headers: extras,
    ...init
  }: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const body: unknown = init.body;
  const headers = new Headers(extras as HeadersInit | undefined);
  const { token } = (api.getState() as { sessao: SessaoState }).sessao;
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept', 'application/json, application/problem+json');
  let corpo = body as BodyInit | undefined;
  const simples = (v: unknown) =>
    Array.isArray(v) ||
    (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype);
  if (simples(body)) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    corpo = JSON.stringify(body);
  }
  const definidos = Object.entries((params ?? {}) as Record<string, unknown>).filter(
    ([, v]) => v !== undefined,
  );
  const consulta = new URLSearchParams(definidos.map(([k, v]) => [k, String(v)])).toString();
  const request = new Request(
    consulta ? `${url}${url.includes('?') ? '&' : '?'}${consulta}` : url,
    {
      ...(init as RequestInit),
      headers,
      body: corpo,
      signal: comPrazo(api.signal),
    },
  );
  let response: Response;
  try {
    response = await fetch(request);
  } catch (e) {
    const status =
      e instanceof DOMException && e.name === 'TimeoutError' ? 'TIMEOUT_ERROR' : 'FETCH_ERROR';
    return { error: { status, error: String(e) }, meta: { request } };
  }
  const meta = { request, response };
  const texto = await response.text();
  let data: unknown;
  try {
    data = texto.length > 0 ? JSON.parse(texto) : null;
  } catch (e) {
    return {
      error: {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: texto,
        error: String(e),
      },
      meta,
    };
  }
  return response.ok ? { data, meta } : { error: { status: response.status, data }, meta };
}
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

const umaVez: ApiBaseQuery = async (args, api) => {
  const resultado: Resultado = await bruto(args, api);
  const erro = resultado.error;
  if (!erro) return resultado;
  if (erro.status === 'FETCH_ERROR') {
    // fetch says "Failed to fetch" or "fetch failed" depending on the engine; people see one text.
    return { ...resultado, error: { status: 'FETCH_ERROR', error: NETWORK_ERROR_TEXT } };
  }
  if (
    erro.status === 401 &&
    !SEM_TRATAMENTO_401.includes(urlDe(args)) &&
    // The partner portal's 401 is an altered link (issue 36), never anyone's session.
    !urlDe(args).startsWith('/api/portal/')
  ) {
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
