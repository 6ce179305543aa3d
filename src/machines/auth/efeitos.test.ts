import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { gravador } from '../../testing/maquinas';
import { tokenValido } from '../../testing/token';
import { authEntrar, authIniciar, authRenovar, authSair } from '../../store/eventosDaSessao';
import './efeitos';

const user = {
  id: 1,
  nome: 'Ana',
  email: 'ana@x.br',
  userType: 'administrador',
  permissoes: ['aprendizes:ler'],
};

// Fake timers everywhere: the refresh timer of a signed-in store must not outlive its test.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

/** Lets effects run (in fake time) until `ok` holds. */
async function ate(ok: () => boolean) {
  for (let i = 0; i < 100 && !ok(); i++) await jest.advanceTimersByTimeAsync(5);
  expect(ok()).toBe(true);
}

describe('efeitos da autenticação', () => {
  it('entrar com sucesso guarda token e usuário; sair limpa mesmo com o servidor fora', async () => {
    const token = tokenValido();
    const { chamadas } = instalarApiFalsa({
      'POST /api/auth/login': ok({ token, user }),
      'POST /api/auth/logout': 'falha-de-rede',
    });
    const navegar = jest.fn();
    const store = makeStore(undefined, { navegar });
    store.dispatch(authIniciar({ temSessao: false }));
    store.dispatch(authEntrar({ email: 'ana@x.br', senha: 'uma-senha-bem-comprida' }));
    expect(store.getState().auth.value).toBe('signingIn');
    await ate(() => store.getState().auth.value === 'signedIn');
    expect(store.getState().sessao).toEqual({ token, user });
    expect(chamadas[0]?.corpo).toEqual({ email: 'ana@x.br', senha: 'uma-senha-bem-comprida' });
    expect(JSON.stringify(store.getState())).not.toContain('uma-senha-bem-comprida');

    store.dispatch(authSair());
    await ate(() => store.getState().auth.value === 'signedOut');
    expect(store.getState().sessao).toEqual({ token: null, user: null });
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('sem rede ao recarregar (GET /me e a renovação falham) a sessão guardada continua', async () => {
    instalarApiFalsa({
      'GET /api/auth/me': 'falha-de-rede',
      'POST /api/auth/refresh': 'falha-de-rede',
    });
    const navegar = jest.fn();
    const token = tokenValido();
    const store = makeStore({ sessao: { token, user } }, { navegar });
    store.dispatch(authIniciar({ temSessao: true }));
    await ate(() => store.getState().auth.value === 'signedIn');
    store.dispatch(authRenovar());
    await ate(() => store.getState().auth.value === 'signedIn');
    expect(store.getState().sessao).toEqual({ token, user });
    expect(navegar).not.toHaveBeenCalled();
  });

  it('credenciais erradas e bloqueio (429 + Retry-After) viram mensagens em português', async () => {
    let resposta = problema(401, 'E-mail ou senha inválidos.');
    instalarApiFalsa({
      'POST /api/auth/login': () => resposta,
    });
    const store = makeStore(undefined, { navegar: jest.fn() });
    store.dispatch(authIniciar({ temSessao: false }));
    store.dispatch(authEntrar({ email: 'a@b.c', senha: 'x' }));
    await ate(() => store.getState().auth.value === 'signedOut');
    expect(store.getState().auth.context.erro).toEqual({ mensagem: 'E-mail ou senha inválidos.' });

    resposta = { ...problema(429, 'Conta bloqueada.'), headers: { 'retry-after': '840' } };
    store.dispatch(authEntrar({ email: 'a@b.c', senha: 'x' }));
    await ate(() => store.getState().auth.context.erro !== null);
    expect(store.getState().auth.context.erro?.mensagem).toContain(
      'Tente novamente em 14 minutos.',
    );
  });

  it('sem conexão no login mostra Network Error', async () => {
    instalarApiFalsa({ 'POST /api/auth/login': 'falha-de-rede' });
    const store = makeStore(undefined, { navegar: jest.fn() });
    store.dispatch(authIniciar({ temSessao: false }));
    store.dispatch(authEntrar({ email: 'a@b.c', senha: 'x' }));
    await ate(() => store.getState().auth.context.erro !== null);
    expect(store.getState().auth.context.erro?.titulo).toBe('Network Error');
  });

  it('com sessão guardada, GET /me confirma; um 401 ali manda para /login', async () => {
    instalarApiFalsa({
      'GET /api/auth/me': ok({ ...user, trocarSenha: true }),
    });
    const store = makeStore({ sessao: { token: tokenValido(), user } }, { navegar: jest.fn() });
    store.dispatch(authIniciar({ temSessao: true }));
    expect(store.getState().auth.value).toBe('checking');
    await ate(() => store.getState().auth.value === 'signedIn');
    expect(store.getState().sessao.user?.trocarSenha).toBe(true);

    instalarApiFalsa({ 'GET /api/auth/me': problema(401, 'Sessão encerrada.') });
    const navegar = jest.fn();
    const outra = makeStore({ sessao: { token: tokenValido(), user } }, { navegar });
    outra.dispatch(authIniciar({ temSessao: true }));
    await ate(() => outra.getState().auth.value === 'signedOut');
    expect(outra.getState().sessao.token).toBeNull();
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('renova o token um minuto antes de expirar', async () => {
    const novo = tokenValido(30);
    const { chamadas } = instalarApiFalsa({
      'POST /api/auth/login': ok({ token: tokenValido(15), user }),
      'POST /api/auth/refresh': ok({ token: novo }),
    });
    const store = makeStore(undefined, { navegar: jest.fn() });
    store.dispatch(authIniciar({ temSessao: false }));
    store.dispatch(authEntrar({ email: 'a@b.c', senha: 'x' }));
    await jest.advanceTimersByTimeAsync(10);
    expect(store.getState().auth.value).toBe('signedIn');
    await jest.advanceTimersByTimeAsync(13 * 60_000);
    expect(chamadas.some((c) => c.caminho === '/api/auth/refresh')).toBe(false);
    await jest.advanceTimersByTimeAsync(60_000 + 10);
    expect(chamadas.some((c) => c.caminho === '/api/auth/refresh')).toBe(true);
    expect(store.getState().sessao.token).toBe(novo);
    expect(store.getState().auth.value).toBe('signedIn');
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    const token = tokenValido();
    instalarApiFalsa({
      'POST /api/auth/login': () => resposta(),
      'POST /api/auth/logout': { status: 204 },
    });
    let tentativa = 0;
    const resposta = () =>
      ++tentativa === 1 ? problema(401, 'E-mail ou senha inválidos.') : ok({ token, user });
    const { log, middleware } = gravador();
    const original = makeStore(undefined, { navegar: jest.fn(), middleware: [middleware] });
    original.dispatch(authIniciar({ temSessao: false }));
    original.dispatch(authEntrar({ email: 'ana@x.br', senha: 'errada' }));
    await ate(() => original.getState().auth.context.erro !== null);
    original.dispatch(authEntrar({ email: 'ana@x.br', senha: 'certa-e-comprida' }));
    await ate(() => original.getState().auth.value === 'signedIn');
    original.dispatch(authSair());
    await ate(() => original.getState().auth.value === 'signedOut');
    original.dispatch(authEntrar({ email: 'ana@x.br', senha: 'certa-e-comprida' }));
    await ate(() => original.getState().auth.value === 'signedIn');

    // The replaying store's own effects would call the server: it never answers here, so only the
    // recorded actions move the state, as when DevTools replays a log.
    instalarApiFalsa({ 'POST /api/auth/login': 'pendente', 'POST /api/auth/logout': 'pendente' });
    const copia = makeStore(undefined, { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    const { sessao, auth } = copia.getState();
    expect({ sessao, auth }).toEqual({
      sessao: original.getState().sessao,
      auth: original.getState().auth,
    });
    expect(auth.value).toBe('signedIn');
    expect(log.map((a) => a.type).filter((t) => t.startsWith('auth.'))).toEqual([
      'auth.iniciar',
      'auth.entrar',
      'auth.falhou',
      'auth.entrar',
      'auth.entrou',
      'auth.sair',
      'auth.saiu',
      'auth.entrar',
      'auth.entrou',
    ]);
  });
});
