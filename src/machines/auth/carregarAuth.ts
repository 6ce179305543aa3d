// The auth machine (and XState with it) is not in the entry: /login's first paint does not need it,
// and it was ~12 KB gzip of the /login budget. It loads when the lifecycle must run — a stored
// session to check and refresh at start (criarApp), or the sign-in form's submit (AuthProvider) —
// and its module plugs the machine into the store when imported (efeitos.ts, kit/injetar.ts).
// Until then no 'auth.*' event has happened, so the machine would still be in 'checking' or, with
// no stored session, where auth.iniciar takes it: AuthProvider shows exactly that.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { carregarModulo } from '../../app/router/carregarTela';
import { authIniciar } from '../../store/eventosDaSessao';
import { selectTemSessao } from '../../store/session';
import type { RootState, ServicosDaStore } from '../../store/store';

/** Memoized, with the screens' reload-once when a new build replaced the chunk. */
export const carregarMaquinaDaAuth = carregarModulo(
  'auth',
  () => import(/* webpackChunkName: "auth" */ './efeitos'),
);

/**
 * Loads the machine and hands it the stored session (auth.iniciar). The machine takes auth.iniciar
 * only in 'checking', so calling this again once it runs changes nothing.
 */
export const iniciarAuth =
  (): ThunkAction<Promise<void>, RootState, ServicosDaStore, UnknownAction> =>
  async (dispatch, getState) => {
    await carregarMaquinaDaAuth();
    dispatch(authIniciar({ temSessao: selectTemSessao(getState()) }));
  };
