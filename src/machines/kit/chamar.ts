// How a machine's effect calls the API: the generated endpoint's `initiate`, dispatched through the
// listener, so the call goes through the same baseQuery (token, 401, retry), is typed by the
// generated types (a server rename fails tsc here, not at run time) and a read lands in the same
// cache the screens use. The answer comes back as data or a transport error, never thrown.
// `requisitar` stays for the calls that carry secrets (sign-in, refresh, password).
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type Resultado<T> =
  { data: T; error?: undefined } | { data?: undefined; error: FetchBaseQueryError };

type Concluida<T> = { data?: T; error?: FetchBaseQueryError | SerializedError | undefined };

/** An error RTK Query could not serialise as HTTP (a throw in a transform) reads as one. */
const comoErroHttp = (erro: FetchBaseQueryError | SerializedError): FetchBaseQueryError =>
  'status' in erro ? erro : { status: 'CUSTOM_ERROR', error: erro.message ?? 'Erro inesperado.' };

/**
 * Awaits a query's or a mutation's `initiate` and lets go of it: a query with `subscribe: false`
 * keeps nothing subscribed; a mutation's entry is reset, so the flow's calls do not pile up.
 */
export async function resultado<T>(
  chamada: PromiseLike<Concluida<T>> & { reset?: () => void },
): Promise<Resultado<T>> {
  const r = await chamada;
  chamada.reset?.();
  if (r.error !== undefined) return { error: comoErroHttp(r.error) };
  if (r.data === undefined) return { error: { status: 'CUSTOM_ERROR', error: 'Resposta vazia.' } };
  return { data: r.data };
}

/** Reads (GET) from a flow: always fresh from the server, without a subscription. */
export const LEITURA = { subscribe: false, forceRefetch: true } as const;
