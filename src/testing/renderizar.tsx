// Renders a screen with the app's real providers and a real store (makeStore), inside a memory
// router, as the screen runs in the app.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers/AppProviders';
import { makeStore, type EstadoInicial } from '../store/store';
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

export function renderizar(tela: ReactNode, estado?: EstadoInicial, caminho = '/') {
  const router = createMemoryRouter([{ path: '*', element: tela }], { initialEntries: [caminho] });
  const store = makeStore(estado, { navegar: (p) => void router.navigate(p) });
  const resultado = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...resultado, store, router };
}
