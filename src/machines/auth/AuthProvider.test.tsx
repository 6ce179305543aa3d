// The sign-in when the auth machine's chunk cannot be fetched (offline with no service worker, or a
// removed chunk that the one reload did not bring back): the form must say so, not stay silent.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../store/store';
import { AuthProvider } from './AuthProvider';
import { SEM_CONEXAO } from './semConexao';
import { useAuth } from './useAuth';

jest.mock('./carregarAuth', () => ({
  iniciarAuth: () => () => Promise.reject(new Error('Loading chunk auth failed.')),
}));

it('sem o código da entrada, o login diz que não há conexão em vez de não fazer nada', async () => {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AuthProvider>{children}</AuthProvider>
    </Provider>
  );
  const { result } = renderHook(() => useAuth(), { wrapper });
  expect(result.current.estado).toBe('signedOut');
  expect(result.current.erro).toBeNull();
  act(() => {
    result.current.entrar('secretaria@exemplo.org', 'uma senha qualquer');
  });
  await waitFor(() => {
    expect(result.current.erro).toEqual(SEM_CONEXAO);
  });
});
