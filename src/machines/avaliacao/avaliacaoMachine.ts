// Answering an applied evaluation. The machine only decides; named actions without implementation
// (carregar, salvarRespostas, agendarNovaTentativa, guardarLocalmente, enviar, atualizarDados) are
// effects the listener performs (efeitos.ts). `assign` only touches the machine's own plain context.
//
// inativo -abrir-> carregando -carregada-> retomando -> intro (nothing answered yet) | pergunta
// (the first unanswered one) | revisao (all answered) | concluida (already sent); -> erroAoCarregar.
// intro -comecar-> pergunta (next/previous; a required one unanswered blocks next) -> revisao
// (all answers, jump back to any) -enviar-> enviando -enviada-> concluida | -envioFalhou-> falhou.
//
// Saving runs beside the steps, in the context: each answer joins `pendentes` and is sent at once
// (one request at a time: what is given meanwhile goes with the next one); a failed save keeps
// every answer, shows the failure and is retried (a timer, or "Tentar agora"). Answers not yet
// confirmed are also kept locally, so a reload sends them again (AplicadaCarregada.naoEnviadas).
import { assign, setup } from 'xstate';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';
import type { AvaliacaoEvent } from './eventos';
import type { AplicadaDoFluxo, FalhaDoEnvio, PerguntaDoFluxo, Respostas } from './tipos';

export interface AvaliacaoContext {
  id: number | null;
  aplicada: AplicadaDoFluxo | null;
  respostas: Respostas;
  /** The server's versao of the answers (sent back with each save). */
  versao: number;
  /** The question shown (index into aplicada.perguntas). */
  indice: number;
  /** Questions whose answer the server has not confirmed yet. */
  pendentes: string[];
  /** A save request is out. */
  salvando: boolean;
  /** Why the last save failed (cleared by the next one that works). */
  erroAoSalvar: string | null;
  /** Failed saves in a row (the retry waits longer each time). */
  tentativasDeSalvar: number;
  /** The last save was refused because the server's copy changed: the screen offers to read it. */
  conflitoAoSalvar: boolean;
  /** The person tried to go past a required question without answering: its message shows. */
  tentouAvancar: boolean;
  /** Required questions still unanswered when the person tried to send (the review marks them). */
  faltando: string[];
  /** Why the evaluation could not be read. */
  erro: string | null;
  falha: FalhaDoEnvio | null;
}

export const contextoInicial = (): AvaliacaoContext => ({
  id: null,
  aplicada: null,
  respostas: {},
  versao: 0,
  indice: 0,
  pendentes: [],
  salvando: false,
  erroAoSalvar: null,
  tentativasDeSalvar: 0,
  conflitoAoSalvar: false,
  tentouAvancar: false,
  faltando: [],
  erro: null,
  falha: null,
});

const perguntasDe = (c: AvaliacaoContext): PerguntaDoFluxo[] => c.aplicada?.perguntas ?? [];

const respondida = (c: AvaliacaoContext, id: string): boolean => {
  const v = c.respostas[id];
  return v !== undefined && (typeof v === 'number' || v.trim() !== '');
};

/** The required questions without an answer, by id, in order. */
export const obrigatoriasFaltando = (c: AvaliacaoContext): string[] =>
  perguntasDe(c)
    .filter((p) => p.obrigatoria && !respondida(c, p.id))
    .map((p) => p.id);

/** Index of the first question without an answer (required or not), or -1. */
export const primeiraSemResposta = (c: AvaliacaoContext): number =>
  perguntasDe(c).findIndex((p) => !respondida(c, p.id));

const atual = (c: AvaliacaoContext): PerguntaDoFluxo | undefined => perguntasDe(c)[c.indice];

const semMesmoValor = (c: AvaliacaoContext, enviadas: Respostas) =>
  c.pendentes.filter((id) => c.respostas[id] !== enviadas[id]);

const acrescentar = (lista: readonly string[], item: string): string[] =>
  lista.includes(item) ? [...lista] : [...lista, item];

/** Answers from the server about another evaluation (one opened before) are not taken. */
const doMesmoId = (c: AvaliacaoContext, e: AvaliacaoEvent) => {
  switch (e.type) {
    case 'avaliacao.salvo':
    case 'avaliacao.salvamentoFalhou':
    case 'avaliacao.tentarSalvar':
    case 'avaliacao.enviada':
    case 'avaliacao.envioFalhou':
    case 'avaliacao.carregamentoFalhou':
      return e.payload.id === c.id;
    default:
      return false;
  }
};

/** Giving an answer: kept, marked pending, and sent unless a save is already out. */
const responder = [
  { guard: 'livreParaSalvar', actions: ['responder', 'iniciarSalvamento', 'salvarRespostas'] },
  { actions: ['responder', 'guardarLocalmente'] },
] as const;

export const avaliacaoMachine = setup({
  types: { context: {} as AvaliacaoContext, events: {} as AvaliacaoEvent },
  actions: {
    ...acoesDeEfeito(
      'carregar',
      'salvarRespostas',
      'agendarNovaTentativa',
      'guardarLocalmente',
      'enviar',
      'atualizarDados',
    ),
    comecar: assign(({ event }) =>
      event.type === 'avaliacao.abrir' ? { ...contextoInicial(), id: event.payload.id } : {},
    ),
    limpar: assign(() => contextoInicial()),
    carregarDados: assign(({ event }) => {
      if (event.type !== 'avaliacao.carregada') return {};
      const { aplicada, respostas, versao, naoEnviadas } = event.payload;
      const concluida = aplicada.status === 'concluida';
      // What this browser gave and the server never confirmed wins over the server's copy,
      // unless the evaluation was sent meanwhile (then it is locked).
      const guardadas = concluida ? {} : naoEnviadas;
      const pendentes = Object.keys(guardadas).filter((id) =>
        aplicada.perguntas.some((p) => p.id === id),
      );
      const juntas: Respostas = { ...respostas };
      for (const id of pendentes) juntas[id] = guardadas[id];
      return { aplicada, versao, respostas: juntas, pendentes, erro: null };
    }),
    posicionar: assign(({ context }) => {
      const i = primeiraSemResposta(context);
      return { indice: i < 0 ? 0 : i };
    }),
    guardarErro: assign({
      erro: ({ event }) =>
        event.type === 'avaliacao.carregamentoFalhou' ? event.payload.mensagem : null,
    }),
    responder: assign(({ event, context }) => {
      if (event.type !== 'avaliacao.responder') return {};
      const { perguntaId, valor } = event.payload;
      const respostas: Respostas = Object.fromEntries(
        Object.entries(context.respostas).filter(([id]) => id !== perguntaId),
      );
      if (valor !== null) respostas[perguntaId] = valor;
      return {
        respostas,
        pendentes: acrescentar(context.pendentes, perguntaId),
        faltando: context.faltando.filter((id) => id !== perguntaId),
        tentouAvancar: false,
      };
    }),
    iniciarSalvamento: assign({ salvando: true }),
    guardarSalvo: assign(({ event, context }) => {
      if (event.type !== 'avaliacao.salvo') return {};
      return {
        versao: event.payload.versao,
        // An answer changed again while its save was out is still pending.
        pendentes: semMesmoValor(context, event.payload.enviadas),
        salvando: false,
        erroAoSalvar: null,
        tentativasDeSalvar: 0,
        conflitoAoSalvar: false,
      };
    }),
    guardarFalhaAoSalvar: assign(({ event, context }) => {
      if (event.type !== 'avaliacao.salvamentoFalhou') return {};
      return {
        salvando: false,
        erroAoSalvar: event.payload.mensagem,
        tentativasDeSalvar: context.tentativasDeSalvar + 1,
        conflitoAoSalvar: event.payload.conflito === true,
      };
    }),
    avancar: assign({ indice: ({ context }) => context.indice + 1, tentouAvancar: false }),
    recuar: assign({ indice: ({ context }) => context.indice - 1, tentouAvancar: false }),
    marcarTentativa: assign({ tentouAvancar: true }),
    irPara: assign(({ event }) =>
      event.type === 'avaliacao.irPara'
        ? { indice: event.payload.indice, tentouAvancar: false }
        : {},
    ),
    marcarFaltando: assign({ faltando: ({ context }) => obrigatoriasFaltando(context) }),
    limparFalha: assign({ falha: null, faltando: [] }),
    guardarFalha: assign(({ event }) => {
      if (event.type !== 'avaliacao.envioFalhou') return {};
      const { mensagem, faltando } = event.payload;
      return { falha: { mensagem, faltando }, faltando };
    }),
    concluir: assign({
      pendentes: [],
      salvando: false,
      erroAoSalvar: null,
      falha: null,
      faltando: [],
      aplicada: ({ context }) =>
        context.aplicada ? { ...context.aplicada, status: 'concluida' as const } : null,
    }),
  },
  guards: {
    doMesmoId: ({ context, event }) => doMesmoId(context, event),
    livreParaSalvar: ({ context }) => !context.salvando,
    /** A save came back while other answers were given: they go now. */
    salvoComMaisPendentes: ({ context, event }) =>
      doMesmoId(context, event) &&
      event.type === 'avaliacao.salvo' &&
      semMesmoValor(context, event.payload.enviadas).length > 0,
    falhaPassageira: ({ context, event }) =>
      doMesmoId(context, event) &&
      event.type === 'avaliacao.salvamentoFalhou' &&
      !event.payload.definitivo,
    podeTentarSalvar: ({ context, event }) =>
      doMesmoId(context, event) && !context.salvando && context.pendentes.length > 0,
    carregadaDoMesmoId: ({ context, event }) =>
      event.type === 'avaliacao.carregada' && event.payload.aplicada.id === context.id,
    comNaoEnviadas: ({ context, event }) =>
      event.type === 'avaliacao.carregada' &&
      event.payload.aplicada.id === context.id &&
      event.payload.aplicada.status !== 'concluida' &&
      Object.keys(event.payload.naoEnviadas).length > 0,
    jaConcluida: ({ context }) => context.aplicada?.status === 'concluida',
    nadaRespondido: ({ context }) => perguntasDe(context).every((p) => !respondida(context, p.id)),
    tudoRespondido: ({ context }) => primeiraSemResposta(context) < 0,
    obrigatoriaSemResposta: ({ context }) => {
      const p = atual(context);
      return p !== undefined && p.obrigatoria && !respondida(context, p.id);
    },
    ultima: ({ context }) => context.indice >= perguntasDe(context).length - 1,
    primeira: ({ context }) => context.indice <= 0,
    indiceValido: ({ context, event }) =>
      event.type === 'avaliacao.irPara' &&
      Number.isInteger(event.payload.indice) &&
      event.payload.indice >= 0 &&
      event.payload.indice < perguntasDe(context).length,
    obrigatoriasRespondidas: ({ context }) => obrigatoriasFaltando(context).length === 0,
  },
}).createMachine({
  id: 'avaliacao',
  initial: 'inativo',
  context: contextoInicial,
  // The save channel, in every state once an evaluation is open (the steps override what they must).
  on: {
    'avaliacao.abrir': { target: '.carregando', actions: ['comecar', 'carregar'] },
    'avaliacao.fechar': { target: '.inativo', actions: 'limpar' },
    'avaliacao.salvo': [
      {
        guard: 'salvoComMaisPendentes',
        actions: ['guardarSalvo', 'iniciarSalvamento', 'salvarRespostas', 'guardarLocalmente'],
      },
      { guard: 'doMesmoId', actions: ['guardarSalvo', 'guardarLocalmente'] },
    ],
    'avaliacao.salvamentoFalhou': [
      { guard: 'falhaPassageira', actions: ['guardarFalhaAoSalvar', 'agendarNovaTentativa'] },
      { guard: 'doMesmoId', actions: 'guardarFalhaAoSalvar' },
    ],
    'avaliacao.tentarSalvar': {
      guard: 'podeTentarSalvar',
      actions: ['iniciarSalvamento', 'salvarRespostas'],
    },
  },
  states: {
    inativo: {},
    carregando: {
      on: {
        'avaliacao.carregada': [
          {
            guard: 'comNaoEnviadas',
            target: 'retomando',
            actions: ['carregarDados', 'iniciarSalvamento', 'salvarRespostas'],
          },
          { guard: 'carregadaDoMesmoId', target: 'retomando', actions: 'carregarDados' },
        ],
        'avaliacao.carregamentoFalhou': {
          guard: 'doMesmoId',
          target: 'erroAoCarregar',
          actions: 'guardarErro',
        },
      },
    },
    erroAoCarregar: {
      on: { 'avaliacao.tentarNovamente': { target: 'carregando', actions: 'carregar' } },
    },
    // Where a reopened evaluation resumes.
    retomando: {
      always: [
        { guard: 'jaConcluida', target: 'concluida' },
        { guard: 'nadaRespondido', target: 'intro' },
        { guard: 'tudoRespondido', target: 'revisao' },
        { target: 'pergunta', actions: 'posicionar' },
      ],
    },
    intro: {
      on: {
        'avaliacao.comecar': { target: 'pergunta', actions: 'posicionar' },
      },
    },
    pergunta: {
      on: {
        'avaliacao.responder': responder,
        'avaliacao.proxima': [
          { guard: 'obrigatoriaSemResposta', actions: 'marcarTentativa' },
          { guard: 'ultima', target: 'revisao' },
          { actions: 'avancar' },
        ],
        'avaliacao.anterior': [{ guard: 'primeira', target: 'intro' }, { actions: 'recuar' }],
        'avaliacao.irPara': { guard: 'indiceValido', actions: 'irPara' },
        'avaliacao.revisar': [
          { guard: 'obrigatoriasRespondidas', target: 'revisao' },
          { actions: 'marcarFaltando' },
        ],
      },
    },
    revisao: {
      on: {
        'avaliacao.responder': responder,
        'avaliacao.irPara': { guard: 'indiceValido', target: 'pergunta', actions: 'irPara' },
        'avaliacao.anterior': {
          target: 'pergunta',
          actions: assign({
            indice: ({ context }) => Math.max(0, perguntasDe(context).length - 1),
          }),
        },
        'avaliacao.enviar': [
          { guard: 'obrigatoriasRespondidas', target: 'enviando' },
          { actions: 'marcarFaltando' },
        ],
      },
    },
    // The effect waits for a save that is out, sends what is pending, then concludes. Nothing
    // else starts meanwhile: the answer must land somewhere.
    enviando: {
      entry: ['limparFalha', 'enviar'],
      on: {
        'avaliacao.abrir': {},
        'avaliacao.fechar': {},
        'avaliacao.tentarSalvar': {},
        'avaliacao.enviada': {
          guard: 'doMesmoId',
          target: 'concluida',
          actions: ['concluir', 'guardarLocalmente', 'atualizarDados'],
        },
        'avaliacao.envioFalhou': { guard: 'doMesmoId', target: 'falhou', actions: 'guardarFalha' },
      },
    },
    falhou: {
      on: {
        'avaliacao.responder': responder,
        'avaliacao.tentarNovamente': 'enviando',
        'avaliacao.revisar': 'revisao',
        'avaliacao.irPara': { guard: 'indiceValido', target: 'pergunta', actions: 'irPara' },
      },
    },
    // Sent: locked on the server. Another evaluation may be opened (abrir, at the root).
    concluida: {
      on: { 'avaliacao.tentarSalvar': {} },
    },
  },
});

export const avaliacao = maquinaComoReducer(avaliacaoMachine);
export type AvaliacaoState = EstadoDe<typeof avaliacaoMachine>;
