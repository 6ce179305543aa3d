import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { ate, gravador } from '../../testing/maquinas';
import { sessaoCom } from '../../testing/token';
import { avaliacao } from './avaliacaoMachine';
import type { AplicadaDaApi } from './daApi';
import { esperaDaTentativa, respostasGuardadas } from './efeitos';
import {
  avaliacaoAbrir,
  avaliacaoComecar,
  avaliacaoEnviar,
  avaliacaoProxima,
  avaliacaoResponder,
  avaliacaoTentarSalvar,
} from './eventos';

const sessao = () => sessaoCom('avaliacoes:escrever');

const daApi = (extra: Partial<AplicadaDaApi> = {}): AplicadaDaApi => ({
  id: 7,
  avaliacaoId: 1,
  avaliacao: { id: 1, titulo: 'Desempenho na empresa', descricao: '', tipo: 'desempenho' },
  perguntas: [
    { id: 1, enunciado: 'Pontualidade', tipo: 'escala', obrigatoria: true },
    {
      id: 2,
      enunciado: 'Área',
      tipo: 'multipla',
      obrigatoria: false,
      opcoes: ['Vendas', 'Estoque'],
    },
    { id: 3, enunciado: 'Comentários', tipo: 'texto', obrigatoria: true },
  ],
  aprendiz: { id: 3, nome: 'Bruna Lima', nomeSocial: null },
  turma: { id: 2, codigo: 'T-2026-01', nome: 'Turma A' },
  respondente: { nome: 'Carlos Souza', papel: 'Supervisor' },
  prazo: '2026-12-10',
  status: 'pendente',
  respostas: [],
  versao: 1,
  ...extra,
});

/** A server that can go offline (PUT fails as a network error). */
function servidor(inicial: AplicadaDaApi = daApi()) {
  const atual = inicial;
  let fora = false;
  const api = instalarApiFalsa({
    'GET /api/avaliacoes-aplicadas/7': () => ok(atual),
    'PUT /api/avaliacoes-aplicadas/7/respostas': () => (fora ? 'falha-de-rede' : ok(atual)),
    'POST /api/avaliacoes-aplicadas/7/concluir': () => ok({ ...atual, status: 'concluida' }),
  });
  return {
    ...api,
    ficarFora: (v: boolean) => {
      fora = v;
    },
  };
}

beforeEach(() => {
  localStorage.clear();
});

describe('efeitos do fluxo de resposta', () => {
  it('salva cada resposta ao ser dada, envia e conclui', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(daApi()),
      'PUT /api/avaliacoes-aplicadas/7/respostas': ok(daApi({ versao: 2 })),
      'POST /api/avaliacoes-aplicadas/7/concluir': ok(daApi({ status: 'concluida' })),
    });
    const { log, middleware } = gravador();
    const store = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => avaliacao.selecionar(store.getState());
    store.dispatch(avaliacaoAbrir({ id: 7 }));
    await ate(() => estado().value === 'intro');
    expect(estado().context.aplicada?.perguntas[0]?.rotulos).toHaveLength(5);
    store.dispatch(avaliacaoComecar());
    store.dispatch(avaliacaoResponder({ perguntaId: '1', valor: 4 }));
    await ate(() => !estado().context.salvando);
    expect(chamadas.at(-1)).toMatchObject({
      metodo: 'PUT',
      caminho: '/api/avaliacoes-aplicadas/7/respostas',
      corpo: { respostas: [{ perguntaId: 1, valor: 4 }], versao: 1 },
    });
    expect(estado().context.versao).toBe(2);
    expect(respostasGuardadas(7)).toEqual({});
    store.dispatch(avaliacaoProxima());
    store.dispatch(avaliacaoProxima());
    store.dispatch(avaliacaoResponder({ perguntaId: '3', valor: 'Muito dedicada' }));
    store.dispatch(avaliacaoProxima());
    expect(estado().value).toBe('revisao');
    store.dispatch(avaliacaoEnviar());
    await ate(() => estado().value === 'concluida');
    expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toEqual([
      'GET /api/avaliacoes-aplicadas/7',
      'PUT /api/avaliacoes-aplicadas/7/respostas',
      'PUT /api/avaliacoes-aplicadas/7/respostas',
      'POST /api/avaliacoes-aplicadas/7/concluir',
    ]);
    // Only what was not saved yet goes; then concluir with the versao the last save gave.
    expect(chamadas.at(-2)?.corpo).toEqual({
      respostas: [{ perguntaId: 3, valor: 'Muito dedicada' }],
      versao: 2,
    });
    expect(chamadas.at(-1)?.corpo).toEqual({ versao: 2 });
    expect(log.some((a) => a.type === 'api/invalidateTags')).toBe(true);
  });

  it('sem conexão: a resposta fica guardada, o erro aparece, a nova tentativa envia; recarregar retoma', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const s = servidor();
      const store = makeStore(sessao(), { navegar: jest.fn() });
      const estado = () => avaliacao.selecionar(store.getState());
      store.dispatch(avaliacaoAbrir({ id: 7 }));
      await jest.advanceTimersByTimeAsync(10);
      expect(estado().value).toBe('intro');
      s.ficarFora(true);
      store.dispatch(avaliacaoComecar());
      store.dispatch(avaliacaoResponder({ perguntaId: '1', valor: 5 }));
      await jest.advanceTimersByTimeAsync(10);
      expect(estado().context.erroAoSalvar).toContain('sem conexão');
      expect(estado().context.pendentes).toEqual(['1']);
      expect(respostasGuardadas(7)).toEqual({ '1': 5 });

      // The page is reloaded before the connection comes back: a new store, the same browser.
      s.ficarFora(false);
      const depois = makeStore(sessao(), { navegar: jest.fn() });
      const novo = () => avaliacao.selecionar(depois.getState());
      depois.dispatch(avaliacaoAbrir({ id: 7 }));
      await jest.advanceTimersByTimeAsync(10);
      // Resumes at the first unanswered question with the kept answer, and sends it.
      expect(novo().value).toBe('pergunta');
      expect(novo().context.indice).toBe(1);
      expect(novo().context.respostas).toEqual({ '1': 5 });
      await jest.advanceTimersByTimeAsync(10);
      expect(novo().context.pendentes).toEqual([]);
      expect(s.chamadas.filter((c) => c.metodo === 'PUT').at(-1)?.corpo).toEqual({
        respostas: [{ perguntaId: 1, valor: 5 }],
        versao: 1,
      });
      expect(respostasGuardadas(7)).toEqual({});

      // The first store's timer retries on its own (and the server takes it).
      await jest.advanceTimersByTimeAsync(esperaDaTentativa(1));
      expect(estado().context.erroAoSalvar).toBeNull();
      expect(estado().context.pendentes).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('concluir recusado (400) vai a falhou com a mensagem do servidor', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(
        daApi({
          respostas: [
            { perguntaId: 1, valor: 3 },
            { perguntaId: 2, valor: 'Vendas' },
            { perguntaId: 3, valor: 'ok' },
          ],
          status: 'em andamento',
        }),
      ),
      'POST /api/avaliacoes-aplicadas/7/concluir': problema(
        400,
        'Responda a pergunta obrigatória: 3. Comentários',
        { errors: { 'respostas.3': 'Resposta obrigatória' } },
      ),
    });
    const store = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => avaliacao.selecionar(store.getState());
    store.dispatch(avaliacaoAbrir({ id: 7 }));
    await ate(() => estado().value === 'revisao');
    store.dispatch(avaliacaoEnviar());
    await ate(() => estado().value === 'falhou');
    expect(estado().context.falha?.mensagem).toBe(
      'Responda a pergunta obrigatória: 3. Comentários',
    );
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(daApi()),
      'PUT /api/avaliacoes-aplicadas/7/respostas': 'falha-de-rede',
    });
    const { log, middleware } = gravador();
    const original = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => avaliacao.selecionar(original.getState());
    original.dispatch(avaliacaoAbrir({ id: 7 }));
    await ate(() => estado().value === 'intro');
    original.dispatch(avaliacaoComecar());
    original.dispatch(avaliacaoResponder({ perguntaId: '1', valor: 2 }));
    await ate(() => estado().context.erroAoSalvar !== null);
    original.dispatch(avaliacaoProxima());
    instalarApiFalsa({
      'PUT /api/avaliacoes-aplicadas/7/respostas': ok(daApi({ versao: 5 })),
    });
    original.dispatch(avaliacaoTentarSalvar({ id: 7 }));
    await ate(() => estado().context.versao === 5);

    // The copy's own effects would call the server: it never answers, so only the recorded
    // actions move the state, as when DevTools replays a log.
    instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': 'pendente',
      'PUT /api/avaliacoes-aplicadas/7/respostas': 'pendente',
    });
    const copia = makeStore(sessao(), { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    expect(avaliacao.selecionar(copia.getState())).toEqual(estado());
    expect(log.map((a) => a.type).filter((t) => t.startsWith('avaliacao.'))).toEqual([
      'avaliacao.abrir',
      'avaliacao.carregada',
      'avaliacao.comecar',
      'avaliacao.responder',
      'avaliacao.salvamentoFalhou',
      'avaliacao.proxima',
      'avaliacao.tentarSalvar',
      'avaliacao.salvo',
    ]);
    // The pure reducer over the same log gives the same state too.
    const reduzido = log.reduce(avaliacao.reducer, undefined);
    expect(reduzido).toEqual(estado());
  });
});
