import { makeStore } from '../../store/store';
import { instalarApiFalsa, ok, problema, type Chamada, type Rota } from '../../testing/apiFalsa';
import { ate, gravador } from '../../testing/maquinas';
import { sessaoCom } from '../../testing/token';
import { alocacao } from './alocacaoMachine';
import './efeitos';
import {
  alocacaoConfirmar,
  alocacaoDefinirData,
  alocacaoIniciar,
  alocacaoPesquisar,
  alocacaoSelecionar,
  alocacaoVerificar,
  alocacaoVoltar,
} from './eventos';
import { turma } from './testes.fixtures';

const selectAlocacao = alocacao.selecionar;

const sessao = () => sessaoCom('turmas:escrever');

const linha = (id: number, nome: string) => ({
  id,
  nome,
  cpf: `***.${id}${id}${id}.000-**`,
  situacao: 'Contratado',
});

function checagem(ids: number[], ocupados: number[] = []) {
  return {
    turma: {
      id: 7,
      codigo: 'T-07',
      nome: 'Auxiliar',
      status: 'em andamento',
      ativo: true,
      capacidade: 30,
      ocupacao: 27,
      vagasRestantes: 3,
      dataInicio: '2026-02-01',
      dataFim: '2026-12-15',
    },
    problemasTurma: [],
    aprendizes: ids.map((id) => ({
      aprendizId: id,
      nome: `A${id}`,
      situacao: 'Contratado',
      podeAlocar: !ocupados.includes(id),
      motivos: ocupados.includes(id) ? [`A${id} já está alocado(a) na turma T-01`] : [],
      alocacaoAtual: ocupados.includes(id)
        ? { turmaId: 1, codigo: 'T-01', nome: 'Outra', dataInicio: '2026-01-05' }
        : null,
    })),
    aptos: ids.filter((id) => !ocupados.includes(id)).length,
    cabem: true,
    mensagemCapacidade: null,
    podeConfirmar: ids.every((id) => !ocupados.includes(id)),
  };
}

/** The fake API with routes that may answer from the request's body (the last call's). */
function apiCom(rotas: (idsPedidos: () => number[]) => Record<string, Rota>) {
  let chamadas: Chamada[] = [];
  const idsPedidos = () => (chamadas.at(-1)?.corpo as { aprendizIds: number[] }).aprendizIds;
  const instalada = instalarApiFalsa(rotas(idsPedidos));
  chamadas = instalada.chamadas;
  return instalada;
}

describe('efeitos do fluxo de alocação', () => {
  it('busca anota quem já está em outra turma, confere, salva e refaz as listas', async () => {
    const { chamadas } = apiCom((ids) => ({
      'GET /api/aprendiz': ok({ data: [linha(1, 'Ana'), linha(2, 'Bia')] }),
      'POST /api/alocacoes/verificar': () => ok(checagem(ids(), [2])),
      'POST /api/alocacoes': {
        status: 201,
        corpo: { data: [{}, {}], turma: { ocupacao: 29, vagasRestantes: 1 } },
      },
    }));
    const { log, middleware } = gravador();
    const store = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => selectAlocacao(store.getState());
    store.dispatch(alocacaoIniciar({ turma, hoje: '2026-03-10' }));
    store.dispatch(alocacaoPesquisar({ q: ' an ' }));
    await ate(() => !estado().context.busca.carregando);
    const [ana, bia] = estado().context.busca.resultados;
    expect(ana).toMatchObject({ aprendizId: 1, nome: 'Ana', alocacaoAtual: null, motivos: [] });
    expect(bia?.alocacaoAtual?.codigo).toBe('T-01');
    const busca = chamadas.find((c) => c.caminho === '/api/aprendiz');
    expect(busca).toBeDefined();

    store.dispatch(alocacaoSelecionar({ aprendiz: ana! }));
    store.dispatch(alocacaoSelecionar({ aprendiz: bia! }));
    store.dispatch(alocacaoVerificar());
    await ate(() => estado().value === 'confirmando');
    expect(estado().context.verificacao?.podeConfirmar).toBe(false);
    // Bia cannot come: back to the choice, remove her, check again.
    store.dispatch(alocacaoVoltar());
    store.dispatch({ type: 'alocacao.remover', payload: { aprendizId: 2 } });
    store.dispatch(alocacaoVerificar());
    await ate(() => estado().value === 'confirmando');
    expect(estado().context.verificacao?.podeConfirmar).toBe(true);
    store.dispatch(alocacaoDefinirData({ dataInicio: '2026-03-11' }));
    store.dispatch(alocacaoConfirmar());
    await ate(() => estado().value === 'concluido');
    expect(chamadas.at(-1)).toMatchObject({
      metodo: 'POST',
      caminho: '/api/alocacoes',
      corpo: { turmaId: 7, aprendizIds: [1], dataInicio: '2026-03-11' },
    });
    expect(estado().context.resultado).toEqual({ quantidade: 2, ocupacao: 29, vagasRestantes: 1 });
    expect(log.some((a) => a.type === 'api/invalidateTags')).toBe(true);
  });

  it('a recusa do servidor vira motivos por aprendiz; offline diz Network Error', async () => {
    apiCom((ids) => ({
      'POST /api/alocacoes/verificar': () => ok(checagem(ids())),
      'POST /api/alocacoes': problema(409, 'Nenhum aprendiz foi alocado.', {
        errors: {
          'aprendizIds.1': 'Bia já está alocado(a) na turma T-01',
          dataInicio: 'Data inválida',
        },
      }),
    }));
    const store = makeStore(sessao(), { navegar: jest.fn() });
    const estado = () => selectAlocacao(store.getState());
    store.dispatch(alocacaoIniciar({ turma, hoje: '2026-03-10' }));
    store.dispatch(
      alocacaoSelecionar({ aprendiz: { aprendizId: 1, nome: 'Ana', cpf: '', situacao: '' } }),
    );
    store.dispatch(
      alocacaoSelecionar({ aprendiz: { aprendizId: 2, nome: 'Bia', cpf: '', situacao: '' } }),
    );
    store.dispatch(alocacaoVerificar());
    await ate(() => estado().value === 'confirmando');
    store.dispatch(alocacaoConfirmar());
    await ate(() => estado().value === 'falhou');
    expect(estado().context.falha).toEqual({
      mensagem: 'Nenhum aprendiz foi alocado.',
      motivos: [
        { aprendizId: 2, nome: 'Bia', mensagem: 'Bia já está alocado(a) na turma T-01' },
        { mensagem: 'Data inválida' },
      ],
    });

    instalarApiFalsa({ 'POST /api/alocacoes/verificar': 'falha-de-rede' });
    store.dispatch(alocacaoVoltar());
    await ate(() => estado().value === 'escolhendo');
    expect(estado().context.erro).toContain('Network Error');
  });

  it('um registro de ações reproduzido numa store nova chega ao mesmo estado', async () => {
    apiCom((ids) => ({
      'GET /api/aprendiz': ok({ data: [linha(1, 'Ana'), linha(3, 'Caio')] }),
      'POST /api/alocacoes/verificar': () => ok(checagem(ids())),
      'POST /api/alocacoes': problema(
        409,
        'Na turma T-07 resta 1 vaga; não é possível alocar 2 aprendizes.',
      ),
    }));
    const { log, middleware } = gravador();
    const original = makeStore(sessao(), { navegar: jest.fn(), middleware: [middleware] });
    const estado = () => selectAlocacao(original.getState());
    original.dispatch(alocacaoIniciar({ turma, hoje: '2026-03-10' }));
    original.dispatch(alocacaoPesquisar({ q: 'a' }));
    await ate(() => estado().context.busca.resultados.length === 2);
    for (const aprendiz of estado().context.busca.resultados) {
      original.dispatch(alocacaoSelecionar({ aprendiz }));
    }
    original.dispatch(alocacaoVerificar());
    await ate(() => estado().value === 'confirmando');
    original.dispatch(alocacaoConfirmar());
    await ate(() => estado().value === 'falhou');
    original.dispatch(alocacaoVoltar());
    await ate(() => estado().value === 'confirmando');

    // The copy's own effects would call the server: it never answers, so only the recorded
    // actions move the state, as when DevTools replays a log.
    instalarApiFalsa({
      'GET /api/aprendiz': 'pendente',
      'POST /api/alocacoes/verificar': 'pendente',
      'POST /api/alocacoes': 'pendente',
    });
    const copia = makeStore(sessao(), { navegar: jest.fn() });
    for (const action of log) copia.dispatch(action);
    expect(selectAlocacao(copia.getState())).toEqual(estado());
    expect(log.map((a) => a.type).filter((t) => t.startsWith('alocacao.'))).toEqual([
      'alocacao.iniciar',
      'alocacao.pesquisar',
      'alocacao.resultados',
      'alocacao.selecionar',
      'alocacao.selecionar',
      'alocacao.verificar',
      'alocacao.verificado',
      'alocacao.confirmar',
      'alocacao.falhou',
      'alocacao.voltar',
      'alocacao.verificado',
    ]);
  });
});
