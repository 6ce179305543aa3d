// makeStore(preloadedState) builds the store for the app AND for every test, so tests exercise the
// real reducers and middleware.
//
// The store knows no machine: each one plugs itself in when its module is first imported
// (machines/kit/injetar.ts), the way store/api.ts plugs RTK Query in. The auth machine loads on
// demand (machines/auth/carregarAuth.ts: a stored session, or the sign-in form's submit) and the
// flows of the signed-in screens come with their chunks. RTK Query is not part of the entry either: the sign-in screen
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
import { devToolsOptions } from './devtools';
import { sessaoSlice, type SessaoState } from './session';

/**
 * redux-persist's actions, which carry functions (the contract draft persists with it,
 * machines/contrato). Written out, not imported: the session is kept by sessaoGuardada.ts and the
 * entry carries no redux-persist code (sessaoGuardada.test.ts checks they are the library's names).
 */
export const ACOES_DO_REDUX_PERSIST = [
  'persist/FLUSH',
  'persist/REHYDRATE',
  'persist/PAUSE',
  'persist/PERSIST',
  'persist/PURGE',
  'persist/REGISTER',
];

/** Slices injected later (store/api.ts adds the RTK Query api here). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

/**
 * Machine slices the app's state is typed with (the auth machine declares its own in
 * machines/auth/efeitos.ts). Injected when their module loads: read them as possibly absent
 * before that (AuthProvider does).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SlicesDesdeOInicio {}

export const rootReducer = combineSlices({
  sessao: sessaoSlice.reducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer> & SlicesDesdeOInicio;

/**
 * Middleware added after the store exists (RTK Query's, each machine's effects). One instance for
 * every store: each store still gets its own copy of each added middleware.
 */
export const middlewareDinamico = createDynamicMiddleware();

/** What a test or the app may start from (the app: the stored session, sessaoGuardada.ts). */
export type EstadoInicial = { sessao?: SessaoState } & Partial<SlicesDesdeOInicio>;

/** What effects reach through the store besides its state: the thunks' extra argument. */
export interface ServicosDaStore {
  /** Sends the browser to a route; the app passes its router's navigate. */
  navegar: (para: string) => void;
  // A feature may declare more (optional) services by declaration merging; makeStore passes its
  // options through (features/frequencia/offline/filaOffline.ts: where the offline queue is kept).
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
  const { middleware = [], navegar = navegarPorPagina, ...outrosServicos } = opcoes;
  const servicos: ServicosDaStore = { ...outrosServicos, navegar };
  return configureStore({
    // The slices of SlicesDesdeOInicio are injected when their machine's module loads; the
    // combined reducer's own type only knows the static and lazy ones.
    reducer: rootReducer as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (padrao) =>
      padrao({
        thunk: { extraArgument: servicos },
        serializableCheck: { ignoredActions: ACOES_DO_REDUX_PERSIST },
      }).concat(middlewareDinamico.middleware, ...middleware),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
