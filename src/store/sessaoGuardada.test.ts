// The session in local storage without redux-persist: it must read what redux-persist wrote (a
// session stored before this build) and write the same format back.
import { authEntrou, authSaiu } from './eventosDaSessao';
import { CHAVE_DA_SESSAO, guardarSessao, lerSessaoGuardada } from './sessaoGuardada';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { ACOES_DO_REDUX_PERSIST, makeStore } from './store';

const user = {
  id: 1,
  nome: 'Ana Lima',
  email: 'ana@x.br',
  userType: 'secretaria',
  permissoes: ['aprendizes:ler'],
};

/** Exactly what redux-persist 6 wrote for { key: 'sessao', whitelist: ['token', 'user'] }. */
const doReduxPersist = (token: string | null, usuario: object | null) =>
  JSON.stringify({
    token: JSON.stringify(token),
    user: JSON.stringify(usuario),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

function armazenamento(inicial?: string) {
  const dados = new Map<string, string>();
  if (inicial !== undefined) dados.set(CHAVE_DA_SESSAO, inicial);
  return {
    dados,
    getItem: (k: string) => dados.get(k) ?? null,
    setItem: (k: string, v: string) => {
      dados.set(k, v);
    },
  };
}

describe('sessão guardada', () => {
  it('lê a sessão que o redux-persist gravou', () => {
    expect(lerSessaoGuardada(armazenamento(doReduxPersist('abc', user)))).toEqual({
      token: 'abc',
      user,
    });
  });

  it('sem nada, com saída gravada ou com lixo, não há sessão', () => {
    const vazia = { token: null, user: null };
    expect(lerSessaoGuardada(armazenamento())).toEqual(vazia);
    expect(lerSessaoGuardada(armazenamento(doReduxPersist(null, null)))).toEqual(vazia);
    expect(lerSessaoGuardada(armazenamento('{"token":'))).toEqual(vazia);
    expect(lerSessaoGuardada(armazenamento('[1]'))).toEqual(vazia);
    expect(lerSessaoGuardada(armazenamento(doReduxPersist('abc', null)))).toEqual(vazia);
  });

  it('grava no formato do redux-persist a cada mudança da sessão, e só nelas', () => {
    const a = armazenamento();
    const store = makeStore();
    guardarSessao(store, a);
    store.dispatch({ type: 'qualquer/outra' });
    expect(a.dados.has(CHAVE_DA_SESSAO)).toBe(false);

    store.dispatch(authEntrou({ token: 'abc', user }));
    expect(a.dados.get(CHAVE_DA_SESSAO)).toBe(doReduxPersist('abc', user));
    expect(lerSessaoGuardada(a)).toEqual({ token: 'abc', user });

    store.dispatch(authSaiu());
    expect(a.dados.get(CHAVE_DA_SESSAO)).toBe(doReduxPersist(null, null));
    expect(lerSessaoGuardada(a)).toEqual({ token: null, user: null });
  });
});

it('as ações que o store deixa passar com funções são as do redux-persist', () => {
  expect([...ACOES_DO_REDUX_PERSIST].sort()).toEqual(
    [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER].sort(),
  );
});
