// makeStore(preloadedState) builds the store for the app AND for every test, so tests exercise the
// real reducers and middleware.
//
// The store knows no machine: each one plugs itself in when its module is first imported
// (machines/kit/injetar.ts), the way store/api.ts plugs RTK Query in. The auth machine is in the
// entry (AuthProvider reads it), so it is there before any store is made; the flows of the signed-in
// screens come with their chunks. RTK Query is not part of the entry either: the sign-in screen
// never uses it, and it is ~12 KB gzip of the 200 KB budget.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
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

/**
 * Slices injected by modules of the entry, before any store exists (the auth machine declares its
 * own in machines/auth/efeitos.ts), so every store has them from its first state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SlicesDesdeOInicio {}

export const rootReducer = combineSlices({
  sessao: sessaoPersistida,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer> & SlicesDesdeOInicio;

/**
 * Middleware added after the store exists (RTK Query's, each machine's effects). One instance for
 * every store: each store still gets its own copy of each added middleware.
 */
export const middlewareDinamico = createDynamicMiddleware();

/** What a test or the app may start from (the persisted part is filled by redux-persist). */
export type EstadoInicial = { sessao?: SessaoState } & Partial<SlicesDesdeOInicio>;

/** What effects reach through the store besides its state: the thunks' extra argument. */
export interface ServicosDaStore {
  /** Sends the browser to a route; the app passes its router's navigate. */
  navegar: (para: string) => void;
}

export interface OpcoesStore extends Partial<ServicosDaStore> {
  /** Extra middleware (tests record the action log with it). */
  middleware?: Middleware[];
}

const navegarPorPagina = (para: string) => {
  window.location.assign(para);
};

/** Goes to a route with the navigate of the store it is dispatched to (effects have no router). */
export const irPara =
  (para: string): ThunkAction<void, unknown, ServicosDaStore, UnknownAction> =>
  (_dispatch, _getState, { navegar }) => {
    navegar(para);
  };

export function makeStore(preloadedState?: EstadoInicial, opcoes: OpcoesStore = {}) {
  const servicos: ServicosDaStore = { navegar: opcoes.navegar ?? navegarPorPagina };
  return configureStore({
    // The slices of SlicesDesdeOInicio are injected before this runs; the combined reducer's own
    // type only knows the static and lazy ones.
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (padrao) =>
      padrao({
        thunk: { extraArgument: servicos },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(middlewareDinamico.middleware, ...(opcoes.middleware ?? [])),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
