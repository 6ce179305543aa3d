// Builds the running app: router, store (whose auth effects navigate with that router), session
// rehydration that starts the auth machine, and telemetry of route changes.
import { createBrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { authIniciar } from '../machines/auth';
import { telemetria } from '../shared/telemetry';
import { selectTemSessao } from '../store/session';
import { makeStore } from '../store/store';
import { OPCOES_DO_ROTEADOR } from './router/carregadores';
import { criarRotas } from './router/criarRotas';

export function criarApp() {
  const router = createBrowserRouter(criarRotas(), OPCOES_DO_ROTEADOR);
  const store = makeStore(undefined, {
    navegar: (para) => {
      void router.navigate(para, { replace: true });
    },
  });
  // Once the stored session is read, the machine leaves 'checking' (asking GET /me if needed).
  persistStore(store, null, () => {
    store.dispatch(authIniciar({ temSessao: selectTemSessao(store.getState()) }));
  });
  telemetria.iniciar();
  router.subscribe((estado) => {
    telemetria.paginaVista(estado.location.pathname);
  });
  return { router, store };
}
