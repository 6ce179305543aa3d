import { limparCacheDaApi } from './apiCache';
import { makeStore } from './store';

describe('api do RTK Query', () => {
  it('entra em qualquer store quando o módulo é carregado (fora do chunk inicial)', async () => {
    const store = makeStore();
    expect('api' in store.getState()).toBe(false);
    const { api } = await import('./api');
    store.dispatch({ type: 'qualquer' });
    expect(store.getState()).toHaveProperty('api');
    expect(api.reducerPath).toBe('api');
  });

  it('limparCacheDaApi é a mesma ação de api.util.resetApiState', async () => {
    const { api } = await import('./api');
    expect(limparCacheDaApi().type).toBe(api.util.resetApiState().type);
  });

  it('não refaz consultas ao voltar o foco e guarda dados sem uso por 5 minutos', async () => {
    const { api } = await import('./api');
    const injetada = api.injectEndpoints({
      endpoints: (b) => ({ teste: b.query<unknown, undefined>({ query: () => '/api/health' }) }),
    });
    const store = makeStore();
    globalThis.fetch = jest.fn(() =>
      Promise.resolve(new Response('{}', { status: 200 })),
    ) as typeof fetch;
    await store.dispatch(injetada.endpoints.teste.initiate(undefined));
    const consulta = Object.values(store.getState().api?.queries ?? {})[0];
    expect(consulta?.status).toBe('fulfilled');
    expect(store.getState().api?.config.refetchOnFocus).toBe(false);
    expect(store.getState().api?.config.keepUnusedDataFor).toBe(300);
  });
});
