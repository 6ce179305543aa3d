// Renders a screen with the app's real providers and a real store (makeStore), inside a memory
// router, as the screen runs in the app.
import { clearAllListeners } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NAVEGACAO } from '../app/navegacao';
import { AppProviders } from '../app/providers/AppProviders';
import { NavegacaoProvider } from '../shared/navigation';
// The app loads the auth machine on demand (machines/auth/carregarAuth.ts); screens are tested
// with it running, as once a person is signed in (or submits the sign-in form).
import '../machines/auth/efeitos';
import { makeStore, type EstadoInicial, type OpcoesStore } from '../store/store';
import { tokenValido } from './token';

export const usuarioDeTeste = {
  id: 1,
  nome: 'Ana Lima',
  email: 'ana@x.br',
  userType: 'secretaria',
  permissoes: ['aprendizes:ler'],
};

export const sessaoAtiva = (user = usuarioDeTeste): EstadoInicial => ({
  sessao: { token: tokenValido(), user },
  auth: { value: 'signedIn', context: { erro: null, aviso: null } },
});

/**
 * `opcoes` are the store's (services such as the offline queue's storage). `rota` is the route the screen is mounted on ('/turmas/:id') when it reads its address's
 * parameters; any other address renders nothing, as in the app's router.
 */
/**
 * The stores this test made. A flow's effects may outlive its screen by design (a failed save is
 * retried after the person leaves, so no answer is lost), but in a test file that timer fired in
 * the NEXT test, against that test's fake API: a stray PUT from the previous test became "the last
 * PUT" of a 409 test when the machine was loaded. When a test ends, its stores stop their effects.
 */
const lojasDoTeste = new Set<ReturnType<typeof makeStore>>();
afterEach(() => {
  for (const store of lojasDoTeste) store.dispatch(clearAllListeners());
  lojasDoTeste.clear();
});

export function renderizar(
  tela: ReactNode,
  estado?: EstadoInicial,
  caminho = '/',
  rota = '*',
  opcoes: OpcoesStore = {},
) {
  const rotas = rota === '*' ? [] : [{ path: '*', element: null }];
  // The layout's navigation (route table and menu), as every screen has it in the app.
  const comNavegacao = <NavegacaoProvider value={NAVEGACAO}>{tela}</NavegacaoProvider>;
  const router = createMemoryRouter([{ path: rota, element: comNavegacao }, ...rotas], {
    initialEntries: [caminho],
  });
  const store = makeStore(estado, { navegar: (p) => void router.navigate(p), ...opcoes });
  lojasDoTeste.add(store);
  const resultado = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...resultado, store, router };
}
