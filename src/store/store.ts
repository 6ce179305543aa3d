// makeStore(preloadedState) builds the store for the app AND for every test, so tests exercise the
// real reducers, middleware and auth effects.
//
// RTK Query is not part of the entry: the sign-in screen never uses it, and it is ~12 KB gzip of
// the 200 KB budget. store/api.ts injects its reducer (combineSlices) and middleware (dynamic
// middleware) the moment it is first imported, which happens with the signed-in screens' chunks.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type Middleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authReducer, type AuthState } from '../machines/auth/authSlice';
import { iniciarEfeitosAuth } from '../machines/auth/efeitos';
import { devToolsOptions } from './devtools';
import { sessaoSlice, type SessaoState } from './session';

// localStorage key 'persist:sessao'; only token and user are kept (seed-spec.md section 4).
const sessaoPersistida = persistReducer(
  { key: 'sessao', storage, whitelist: ['token', 'user'] },
  sessaoSlice.reducer,
);

/** Slices injected later (store/api.ts adds the RTK Query api here). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({
  sessao: sessaoPersistida,
  auth: authReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Middleware added after the store exists (RTK Query's). One instance for every store: each store
 * still gets its own copy of each added middleware.
 */
export const middlewareDinamico = createDynamicMiddleware();

/** What a test or the app may start from (the persisted part is filled by redux-persist). */
export interface EstadoInicial {
  sessao?: SessaoState;
  auth?: AuthState;
}

export interface OpcoesStore {
  /** How the auth effects send the browser to a route; the app passes its router's navigate. */
  navegar?: (para: string) => void;
  /** Extra middleware (tests record the action log with it). */
  middleware?: Middleware[];
}

const navegarPorPagina = (para: string) => {
  window.location.assign(para);
};

export function makeStore(preloadedState?: EstadoInicial, opcoes: OpcoesStore = {}) {
  const listener = createListenerMiddleware();
  iniciarEfeitosAuth(
    listener.startListening as TypedStartListening<
      RootState,
      ThunkDispatch<RootState, unknown, UnknownAction>
    >,
    { navegar: opcoes.navegar ?? navegarPorPagina },
  );
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (padrao) =>
      padrao({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(middlewareDinamico.middleware, ...(opcoes.middleware ?? [])),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
