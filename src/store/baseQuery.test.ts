// The app's store always has the auth machine (the entry plugs it in): a 401 goes through it.
import '../machines/auth/efeitos';
import { mensagemDeErro } from '../shared/api/problema';
import { instalarApiFalsa, ok, problema } from '../testing/apiFalsa';
import { tokenValido } from '../testing/token';
import { requisitar } from './requisitar';
import { makeStore } from './store';

const user = { id: 1, nome: 'Ana', email: 'ana@x.br', userType: 'administrador', permissoes: [] };

function lojaComSessao() {
  const navegar = jest.fn();
  const token = tokenValido();
  const store = makeStore(
    { sessao: { token, user }, auth: { value: 'signedIn', context: { erro: null, aviso: null } } },
    { navegar },
  );
  return { store, navegar, token };
}

const esperarMicrotarefas = () => new Promise((r) => setTimeout(r, 0));

describe('baseQuery', () => {
  it('envia JSON com o token Bearer da sessão', async () => {
    const { chamadas } = instalarApiFalsa({
      'POST /api/eco': ok({ ok: true }),
    });
    const { store, token } = lojaComSessao();
    const r = await requisitar({ url: '/api/eco', method: 'POST', body: { a: 1 } }, store);
    expect(r.data).toEqual({ ok: true });
    expect(chamadas[0]).toMatchObject({ authorization: `Bearer ${token}`, corpo: { a: 1 } });
  });

  it('um 401 limpa token e usuário e manda o navegador para /login', async () => {
    instalarApiFalsa({ 'GET /api/aprendiz': problema(401, 'Faça login para continuar.') });
    const { store, navegar } = lojaComSessao();
    const r = await requisitar({ url: '/api/aprendiz' }, store, 'query');
    expect(r.error?.status).toBe(401);
    await esperarMicrotarefas();
    expect(store.getState().sessao).toEqual({ token: null, user: null });
    expect(store.getState().auth.value).toBe('signedOut');
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('o 401 de credenciais erradas no login NÃO é tratado como sessão expirada', async () => {
    instalarApiFalsa({ 'POST /api/auth/login': problema(401, 'E-mail ou senha inválidos.') });
    const { store, navegar } = lojaComSessao();
    await requisitar({ url: '/api/auth/login', method: 'POST', body: {} }, store);
    await esperarMicrotarefas();
    expect(store.getState().sessao.user).toEqual(user);
    expect(navegar).not.toHaveBeenCalled();
  });

  it('falha de rede vira um erro cujo texto é exatamente "Network Error"', async () => {
    instalarApiFalsa({ 'POST /api/x': 'falha-de-rede' });
    const { store } = lojaComSessao();
    const r = await requisitar({ url: '/api/x', method: 'POST' }, store);
    expect(r.error).toEqual({ status: 'FETCH_ERROR', error: 'Network Error' });
    expect(mensagemDeErro(r.error)).toBe('Network Error');
  });

  it('consultas tentam de novo uma vez em falha de rede ou 5xx; mutações nunca', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/lista': 'falha-de-rede',
      'POST /api/grava': { status: 503, corpo: { detail: 'Indisponível' } },
      'GET /api/quebra': { status: 500, corpo: { detail: 'Erro interno' } },
    });
    const { store } = lojaComSessao();
    await requisitar({ url: '/api/lista' }, store, 'query');
    expect(fetchFalso).toHaveBeenCalledTimes(2);
    fetchFalso.mockClear();
    await requisitar({ url: '/api/quebra' }, store, 'query');
    expect(fetchFalso).toHaveBeenCalledTimes(2);
    fetchFalso.mockClear();
    await requisitar({ url: '/api/grava', method: 'POST' }, store, 'mutation');
    expect(fetchFalso).toHaveBeenCalledTimes(1);
  });

  it('uma consulta que volta a responder na segunda tentativa dá certo', async () => {
    let vezes = 0;
    instalarApiFalsa({
      'GET /api/lista': () => (++vezes === 1 ? 'falha-de-rede' : ok({ data: [] })),
    });
    const { store } = lojaComSessao();
    const r = await requisitar({ url: '/api/lista' }, store, 'query');
    expect(r.data).toEqual({ data: [] });
  });

  it('outros erros voltam para quem chamou, com o problem+json', async () => {
    instalarApiFalsa({
      'POST /api/auth/senha': problema(400, 'Corrija os campos indicados.', {
        errors: { senhaAtual: 'Senha atual incorreta' },
      }),
    });
    const { store, navegar } = lojaComSessao();
    const r = await requisitar({ url: '/api/auth/senha', method: 'POST', body: {} }, store);
    expect(r.error).toMatchObject({
      status: 400,
      data: { errors: { senhaAtual: 'Senha atual incorreta' } },
    });
    expect(navegar).not.toHaveBeenCalled();
  });

  it('leva os parâmetros na URL, sem os indefinidos, e lê resposta vazia como null', async () => {
    const { fetchFalso } = instalarApiFalsa({ 'GET /api/aprendiz': { status: 200 } });
    const { store } = lojaComSessao();
    const r = await requisitar(
      { url: '/api/aprendiz', params: { page: 2, q: 'joão araújo', situacaoId: undefined } },
      store,
      'query',
    );
    expect(r.data).toBeNull();
    const pedido = fetchFalso.mock.calls[0]?.[0] as Request;
    expect(new URL(pedido.url).search).toBe('?page=2&q=jo%C3%A3o+ara%C3%BAjo');
  });
});
