// A call through the same baseQuery (token, 401, 'Network Error', retry) whose arguments and
// answer are NOT kept in the store. Used for calls that carry secrets: sign-in, token refresh and
// password change must never leave a password or token in RTK Query's cache.
import type { FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseQuery } from './baseQuery';

export type ResultadoApi<T> =
  | { data: T; error?: undefined; meta?: FetchBaseQueryMeta }
  | { error: FetchBaseQueryError; data?: undefined; meta?: FetchBaseQueryMeta };

interface Contexto {
  dispatch: (action: UnknownAction) => unknown;
  getState: () => unknown;
}

export async function requisitar<T>(
  args: FetchArgs,
  ctx: Contexto,
  tipo: 'query' | 'mutation' = 'mutation',
): Promise<ResultadoApi<T>> {
  const controle = new AbortController();
  const r = await baseQuery(
    args,
    {
      signal: controle.signal,
      abort: () => {
        controle.abort();
      },
      dispatch: ctx.dispatch as never,
      getState: ctx.getState,
      extra: undefined,
      endpoint: 'requisitar',
      type: tipo,
    },
    {},
  );
  return r as ResultadoApi<T>;
}

/** The same, as a thunk for components: `await dispatch(requisicao({ url, method, body }))`. */
export const requisicao =
  <T>(args: FetchArgs): ThunkAction<Promise<ResultadoApi<T>>, unknown, unknown, UnknownAction> =>
  (dispatch, getState) =>
    requisitar<T>(args, { dispatch, getState });
