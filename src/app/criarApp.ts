// Builds the running app: router, store (whose auth effects navigate with that router) starting
// from the stored session, the auth machine started when a session is stored (without one, the
// sign-in form loads it on submit: machines/auth/carregarAuth.ts), and telemetry of route changes.
import { createBrowserRouter } from 'react-router-dom';
import { iniciarAuth } from '../machines/auth/carregarAuth';
import { telemetria } from '../shared/telemetry';
import { guardarSessao, lerSessaoGuardada } from '../store/sessaoGuardada';
import { selectTemSessao } from '../store/session';
import { makeStore } from '../store/store';
import { OPCOES_DO_ROTEADOR } from './router/carregadores';
import { criarRotas } from './router/criarRotas';

export function criarApp() {
  const router = createBrowserRouter(criarRotas(), OPCOES_DO_ROTEADOR);
  const store = makeStore(
    { sessao: lerSessaoGuardada(localStorage) },
    {
      navegar: (para) => {
        void router.navigate(para, { replace: true });
      },
    },
  );
  guardarSessao(store, localStorage);
  // With a stored session the machine loads and checks it (GET /me) and keeps it refreshed;
  // without one, /login shows with no XState in the page.
  if (selectTemSessao(store.getState())) void store.dispatch(iniciarAuth());
  telemetria.iniciar();
  router.subscribe((estado) => {
    telemetria.paginaVista(estado.location.pathname);
  });
  return { router, store };
}
