import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authIniciar, type AuthState } from '../machines/auth';
// The app loads the machine on demand (carregarAuth.ts); these tests drive it from the start.
import '../machines/auth/efeitos';
import { makeStore, type EstadoInicial } from '../store/store';
import { instalarApiFalsa } from '../testing/apiFalsa';
import { tokenValido } from '../testing/token';
import { AppProviders } from './providers/AppProviders';
import { ROTAS } from './navegacao';
import { OPCOES_DO_ROTEADOR } from './router/carregadores';
import { criarRotas } from './router/criarRotas';
import { EmConstrucaoScreen } from './screens/EmConstrucaoScreen';

const user = {
  id: 1,
  nome: 'Ana Lima',
  email: 'ana@x.br',
  userType: 'secretaria',
  permissoes: ['aprendizes:ler'],
};
const dentro: EstadoInicial = {
  sessao: { token: tokenValido(), user },
  auth: { value: 'signedIn', context: { erro: null, aviso: null } } satisfies AuthState,
};

function abrir(caminho: string, estado?: EstadoInicial) {
  const router = createMemoryRouter(criarRotas(), {
    ...OPCOES_DO_ROTEADOR,
    initialEntries: [caminho],
  });
  const store = makeStore(estado, { navegar: (p) => void router.navigate(p) });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store };
}

beforeEach(() => {
  instalarApiFalsa({ 'GET /api/auth/me': 'pendente' });
});

describe('rotas', () => {
  it('enquanto a sessão é verificada, a tela toda mostra Carregando...', async () => {
    const { store } = abrir('/dashboard', { sessao: dentro.sessao });
    act(() => {
      store.dispatch(authIniciar({ temSessao: true }));
    });
    expect(await screen.findByText('Carregando...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
  });

  it('sem sessão, / e as rotas internas levam a /login', async () => {
    const { router, store } = abrir('/aprendizes');
    act(() => {
      store.dispatch(authIniciar({ temSessao: false }));
    });
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
  });

  it('com sessão, /login leva ao painel', async () => {
    const { router } = abrir('/login', dentro);
    expect(await screen.findByRole('heading', { level: 1, name: /Ana!/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('uma rota sem tela ainda mostra "Em construção" com o nome da seção', async () => {
    // Every route of the seed has its screen now (the last were /estatisticas, issue 14): the
    // placeholder is rendered as the router renders it for a route whose manifest has no screen.
    const rota = ROTAS.find((r) => r.path === '/estatisticas')!;
    const router = createMemoryRouter(
      [{ path: rota.path, element: <EmConstrucaoScreen />, handle: { rota } }],
      { initialEntries: [rota.path] },
    );
    render(
      <AppProviders store={makeStore(dentro)}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estatísticas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Em construção')).toBeInTheDocument();
    expect(screen.getByText('Estatísticas', { selector: 'strong' })).toBeInTheDocument();
  });

  it('o menu esconde o que a pessoa não pode usar', async () => {
    abrir('/dashboard', dentro);
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(menu).toHaveTextContent('Aprendizes');
    expect(menu).not.toHaveTextContent('Usuários');
    expect(menu).not.toHaveTextContent('Contratos');
  });

  it("/turmas/{id} carrega a turma pelo id ('Carregando turma...'); um id que não é número não existe", async () => {
    const comTurmas = {
      ...dentro,
      sessao: { token: tokenValido(), user: { ...user, permissoes: ['turmas:ler'] } },
    };
    instalarApiFalsa({ 'GET /api/auth/me': 'pendente', 'GET /api/turmas/7': 'pendente' });
    abrir('/turmas/7', comTurmas);
    expect(await screen.findByText('Carregando turma...')).toBeInTheDocument();
    abrir('/turmas/abc', comTurmas);
    expect(
      await screen.findByRole('heading', { name: 'Turma não encontrada' }),
    ).toBeInTheDocument();
  });

  it('com senha temporária, só a tela "Troque sua senha" (sem menu, sem pedidos recusados); depois, o destino', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/auth/me': 'pendente',
      'POST /api/auth/senha': { status: 204 },
    });
    const temporaria: EstadoInicial = {
      ...dentro,
      sessao: { token: tokenValido(), user: { ...user, trocarSenha: true } },
    };
    const { router } = abrir('/aprendizes', temporaria);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Troque sua senha' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/trocar-senha');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Senha atual'), 'Temporaria#2026');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'uma frase longa e minha');
    await userEvent.type(screen.getByLabelText('Confirme a senha nova'), 'uma frase longa e minha');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/aprendizes'));
    expect(chamadas.filter((c) => c.caminho === '/api/auth/senha')).toHaveLength(1);
  });

  it('rotas desconhecidas mostram Not Found', async () => {
    abrir('/nao/existe', dentro);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});
