// makeStore(preloadedState) builds the store for the app AND for every test, so tests exercise the
// real reducers, middleware and auth effects.
import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Middleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authReducer, type AuthState } from '../machines/auth/authSlice';
import { iniciarEfeitosAuth } from '../machines/auth/efeitos';
import { api } from './api';
import { devToolsOptions } from './devtools';
import { sessaoSlice, type SessaoState } from './session';

// localStorage key 'persist:sessao'; only token and user are kept (seed-spec.md section 4).
const sessaoPersistida = persistReducer(
  { key: 'sessao', storage, whitelist: ['token', 'user'] },
  sessaoSlice.reducer,
);

const rootReducer = combineReducers({
  sessao: sessaoPersistida,
  auth: authReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
  iniciarEfeitosAuth(listener.startListening as TypedStartListening<RootState, AppDispatchBase>, {
    navegar: opcoes.navegar ?? navegarPorPagina,
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (padrao) =>
      padrao({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware, ...(opcoes.middleware ?? [])),
    devTools: devToolsOptions,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
type AppDispatchBase = import('@reduxjs/toolkit').ThunkDispatch<
  RootState,
  unknown,
  import('@reduxjs/toolkit').UnknownAction
>;
