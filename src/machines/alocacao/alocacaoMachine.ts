// Allocating apprentices to a class (enturmação). The machine only decides; named actions without
// implementation (buscarAprendizes, verificarNoServidor, salvarNoServidor, atualizarDados) are
// effects the listener performs (efeitos.ts). `assign` only touches the machine's own plain context.
//
// inativo -iniciar-> escolhendo -verificar-> verificando -verificado-> confirmando -confirmar->
// salvando -salvo-> concluido, or -falhou-> falhou (voltar checks again, tentarNovamente saves
// again). A failed check returns to escolhendo with the reason; fechar leaves from anywhere but
// salvando.
import { assign, setup } from 'xstate';
import { MENSAGENS_ALOCACAO, mensagemForaDoPeriodo } from '../../shared/validation/turma';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';
import type { AlocacaoEvent } from './eventos';
import type {
  AprendizDoFluxo,
  BuscaDeAprendizes,
  FalhaDeAlocacao,
  ResultadoDaAlocacao,
  TurmaDoFluxo,
  Verificacao,
} from './tipos';

export interface AlocacaoContext {
  turma: TurmaDoFluxo | null;
  hoje: string;
  busca: BuscaDeAprendizes;
  selecionados: AprendizDoFluxo[];
  verificacao: Verificacao | null;
  dataInicio: string;
  /** Why the last step could not go on (search or check unavailable). */
  erro: string | null;
  falha: FalhaDeAlocacao | null;
  resultado: ResultadoDaAlocacao | null;
}

const buscaVazia: BuscaDeAprendizes = { q: '', resultados: [], carregando: false, erro: null };

export const contextoInicial = (): AlocacaoContext => ({
  turma: null,
  hoje: '',
  busca: buscaVazia,
  selecionados: [],
  verificacao: null,
  dataInicio: '',
  erro: null,
  falha: null,
  resultado: null,
});

/** Today when the class is running; its first day when it has not started yet. */
export function dataInicioSugerida(turma: TurmaDoFluxo, hoje: string): string {
  return hoje < turma.dataInicio ? turma.dataInicio : hoje;
}

/** Why the start date cannot be used (null when it can): the class's period bounds it. */
export function problemaDaData(dataInicio: string, turma: TurmaDoFluxo | null): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dataInicio)) return MENSAGENS_ALOCACAO.informeDataInicio;
  if (turma && (dataInicio < turma.dataInicio || dataInicio > turma.dataFim)) {
    return mensagemForaDoPeriodo(turma.dataInicio, turma.dataFim);
  }
  return null;
}

const aptos = (c: AlocacaoContext) =>
  c.selecionados.filter(
    (a) => c.verificacao?.aprendizes.find((v) => v.aprendizId === a.aprendizId)?.podeAlocar ?? true,
  );

const fechar = { 'alocacao.fechar': { target: '#alocacao.inativo', actions: 'limpar' } } as const;

export const alocacaoMachine = setup({
  types: { context: {} as AlocacaoContext, events: {} as AlocacaoEvent },
  actions: {
    ...acoesDeEfeito(
      'buscarAprendizes',
      'verificarNoServidor',
      'salvarNoServidor',
      'atualizarDados',
    ),
    limpar: assign(() => contextoInicial()),
    comecar: assign(({ event }) => {
      if (event.type !== 'alocacao.iniciar') return {};
      const { turma, hoje } = event.payload;
      return { ...contextoInicial(), turma, hoje, dataInicio: dataInicioSugerida(turma, hoje) };
    }),
    guardarPesquisa: assign({
      busca: ({ event, context }) =>
        event.type === 'alocacao.pesquisar'
          ? { ...context.busca, q: event.payload.q, carregando: true, erro: null }
          : context.busca,
    }),
    limparPesquisa: assign({ busca: buscaVazia }),
    guardarResultados: assign({
      busca: ({ event, context }) =>
        event.type === 'alocacao.resultados'
          ? { ...context.busca, resultados: event.payload.itens, carregando: false, erro: null }
          : context.busca,
    }),
    guardarErroDeBusca: assign({
      busca: ({ event, context }) =>
        event.type === 'alocacao.buscaFalhou'
          ? { ...context.busca, resultados: [], carregando: false, erro: event.payload.mensagem }
          : context.busca,
    }),
    selecionar: assign({
      selecionados: ({ event, context }) =>
        event.type === 'alocacao.selecionar' &&
        !context.selecionados.some((a) => a.aprendizId === event.payload.aprendiz.aprendizId)
          ? [...context.selecionados, event.payload.aprendiz]
          : context.selecionados,
    }),
    remover: assign({
      selecionados: ({ event, context }) =>
        event.type === 'alocacao.remover'
          ? context.selecionados.filter((a) => a.aprendizId !== event.payload.aprendizId)
          : context.selecionados,
    }),
    removerInaptos: assign({ selecionados: ({ context }) => aptos(context) }),
    limparErro: assign({ erro: null, falha: null }),
    guardarVerificacao: assign(({ event, context }) => {
      if (event.type !== 'alocacao.verificado') return {};
      const { resultado } = event.payload;
      // The check also tells where each chosen apprentice is now: keep it on the chips.
      const selecionados = context.selecionados.map((a) => {
        const v = resultado.aprendizes.find((x) => x.aprendizId === a.aprendizId);
        return v ? { ...a, alocacaoAtual: v.alocacaoAtual, motivos: v.motivos } : a;
      });
      return { verificacao: resultado, selecionados };
    }),
    guardarErro: assign({
      erro: ({ event }) =>
        event.type === 'alocacao.verificacaoFalhou' ? event.payload.mensagem : null,
    }),
    guardarData: assign({
      dataInicio: ({ event, context }) =>
        event.type === 'alocacao.definirData' ? event.payload.dataInicio : context.dataInicio,
    }),
    guardarResultado: assign({
      resultado: ({ event }) => (event.type === 'alocacao.salvo' ? event.payload : null),
      falha: null,
    }),
    guardarFalha: assign({
      falha: ({ event }) => (event.type === 'alocacao.falhou' ? event.payload : null),
    }),
  },
  guards: {
    temTexto: ({ event }) => event.type === 'alocacao.pesquisar' && event.payload.q.trim() !== '',
    respostaAtual: ({ event, context }) =>
      (event.type === 'alocacao.resultados' || event.type === 'alocacao.buscaFalhou') &&
      event.payload.q === context.busca.q,
    temSelecionados: ({ context }) => context.selecionados.length > 0,
    ficaAlguem: ({ event, context }) =>
      event.type === 'alocacao.remover' &&
      context.selecionados.some((a) => a.aprendizId !== event.payload.aprendizId),
    ficaAlguemApto: ({ context }) => aptos(context).length > 0,
    podeConfirmar: ({ context }) =>
      context.verificacao?.podeConfirmar === true &&
      problemaDaData(context.dataInicio, context.turma) === null,
  },
}).createMachine({
  id: 'alocacao',
  initial: 'inativo',
  context: contextoInicial,
  states: {
    inativo: {
      on: { 'alocacao.iniciar': { target: 'escolhendo', actions: 'comecar' } },
    },
    escolhendo: {
      on: {
        ...fechar,
        'alocacao.pesquisar': [
          { guard: 'temTexto', actions: ['guardarPesquisa', 'buscarAprendizes'] },
          { actions: 'limparPesquisa' },
        ],
        'alocacao.resultados': { guard: 'respostaAtual', actions: 'guardarResultados' },
        'alocacao.buscaFalhou': { guard: 'respostaAtual', actions: 'guardarErroDeBusca' },
        'alocacao.selecionar': { actions: 'selecionar' },
        'alocacao.remover': { actions: 'remover' },
        'alocacao.verificar': {
          guard: 'temSelecionados',
          target: 'verificando',
          actions: 'limparErro',
        },
      },
    },
    verificando: {
      entry: 'verificarNoServidor',
      on: {
        ...fechar,
        'alocacao.verificado': { target: 'confirmando', actions: 'guardarVerificacao' },
        'alocacao.verificacaoFalhou': { target: 'escolhendo', actions: 'guardarErro' },
      },
    },
    confirmando: {
      on: {
        ...fechar,
        'alocacao.definirData': { actions: 'guardarData' },
        // A smaller list is checked again: capacity and conflicts are the server's to say.
        'alocacao.remover': [
          { guard: 'ficaAlguem', target: 'verificando', actions: 'remover' },
          { target: 'escolhendo', actions: 'remover' },
        ],
        'alocacao.removerInaptos': [
          { guard: 'ficaAlguemApto', target: 'verificando', actions: 'removerInaptos' },
          { target: 'escolhendo', actions: 'removerInaptos' },
        ],
        'alocacao.voltar': 'escolhendo',
        'alocacao.confirmar': { guard: 'podeConfirmar', target: 'salvando' },
      },
    },
    // No way out while the server decides: the answer must land somewhere.
    salvando: {
      entry: 'salvarNoServidor',
      on: {
        'alocacao.salvo': { target: 'concluido', actions: ['guardarResultado', 'atualizarDados'] },
        'alocacao.falhou': { target: 'falhou', actions: 'guardarFalha' },
      },
    },
    falhou: {
      on: {
        ...fechar,
        'alocacao.tentarNovamente': { target: 'salvando', actions: 'limparErro' },
        // The class may have changed meanwhile (someone took the last place): check again.
        'alocacao.voltar': { target: 'verificando', actions: 'limparErro' },
      },
    },
    concluido: { on: fechar },
  },
});

export const alocacao = maquinaComoReducer(alocacaoMachine);
export type AlocacaoState = EstadoDe<typeof alocacaoMachine>;
