// Ending allocations (desalocar): end date and reason -> confirm -> saving -> done, or failed with
// the server's reason for each apprentice it refused. A selection is ended one apprentice at a time
// (PUT /api/alocacoes/desalocar/{aprendizId}/{turmaId}); those already ended stay ended, and a retry
// only sends the ones that failed. Effects (desalocarNoServidor, atualizarDados) live in efeitos.ts.
import { assign, setup } from 'xstate';
import { validarDesalocacao } from '../../shared/validation/turma';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';
import type { DesalocacaoEvent } from './eventos';
import type { AprendizADesalocar, FalhaDeDesalocacao, TurmaDaDesalocacao } from './tipos';

export interface DesalocacaoContext {
  turma: TurmaDaDesalocacao | null;
  hoje: string;
  /** Still allocated: the ones this round (or the next retry) ends. */
  aprendizes: AprendizADesalocar[];
  dataFim: string;
  motivo: string;
  /** Field errors of the end date and reason (dataFim, motivo). */
  erros: Record<string, string>;
  desalocados: AprendizADesalocar[];
  falhas: FalhaDeDesalocacao[];
}

export const contextoInicial = (): DesalocacaoContext => ({
  turma: null,
  hoje: '',
  aprendizes: [],
  dataFim: '',
  motivo: '',
  erros: {},
  desalocados: [],
  falhas: [],
});

/** The latest start among the chosen: the end date cannot come before any of them. */
const inicioMaisRecente = (aprendizes: readonly AprendizADesalocar[]) =>
  aprendizes.reduce<string | undefined>(
    (maior, a) => (maior === undefined || a.dataInicio > maior ? a.dataInicio : maior),
    undefined,
  );

export function errosDaDesalocacao(
  dados: { dataFim: string; motivo: string },
  c: Pick<DesalocacaoContext, 'hoje' | 'aprendizes'>,
): Record<string, string> {
  const dataInicioAlocacao = inicioMaisRecente(c.aprendizes);
  return validarDesalocacao(dados, {
    hoje: c.hoje,
    ...(dataInicioAlocacao ? { dataInicioAlocacao } : {}),
  });
}

const fechar = {
  'desalocacao.fechar': { target: '#desalocacao.inativo', actions: 'limpar' },
} as const;

export const desalocacaoMachine = setup({
  types: { context: {} as DesalocacaoContext, events: {} as DesalocacaoEvent },
  actions: {
    ...acoesDeEfeito('desalocarNoServidor', 'atualizarDados'),
    limpar: assign(() => contextoInicial()),
    comecar: assign(({ event }) => {
      if (event.type !== 'desalocacao.iniciar') return {};
      const { turma, aprendizes, hoje } = event.payload;
      return { ...contextoInicial(), turma, aprendizes, hoje, dataFim: hoje };
    }),
    guardarDados: assign(({ event, context }) => {
      if (event.type !== 'desalocacao.revisar') return {};
      const { dataFim, motivo } = event.payload;
      return { dataFim, motivo, erros: errosDaDesalocacao({ dataFim, motivo }, context) };
    }),
    comecarRodada: assign({ falhas: [] }),
    guardarResultado: assign(({ event, context }) => {
      if (event.type !== 'desalocacao.resultado') return {};
      const { aprendizId, ok, mensagem } = event.payload;
      const aprendiz = context.aprendizes.find((a) => a.aprendizId === aprendizId);
      if (!aprendiz) return {};
      return ok
        ? { desalocados: [...context.desalocados, aprendiz] }
        : {
            falhas: [
              ...context.falhas,
              {
                aprendizId,
                nome: aprendiz.nome,
                mensagem: mensagem ?? 'Não foi possível desalocar.',
              },
            ],
          };
    }),
    // Whoever was ended leaves the list: a retry or a new date only concerns the rest.
    ficarComPendentes: assign({
      aprendizes: ({ context }) =>
        context.aprendizes.filter(
          (a) => !context.desalocados.some((d) => d.aprendizId === a.aprendizId),
        ),
    }),
  },
  guards: {
    dadosValidos: ({ event, context }) =>
      event.type === 'desalocacao.revisar' &&
      Object.keys(errosDaDesalocacao(event.payload, context)).length === 0,
    semFalhas: ({ context }) => context.falhas.length === 0,
  },
}).createMachine({
  id: 'desalocacao',
  initial: 'inativo',
  context: contextoInicial,
  states: {
    inativo: {
      on: { 'desalocacao.iniciar': { target: 'preenchendo', actions: 'comecar' } },
    },
    preenchendo: {
      on: {
        ...fechar,
        'desalocacao.revisar': [
          { guard: 'dadosValidos', target: 'confirmando', actions: 'guardarDados' },
          { actions: 'guardarDados' },
        ],
      },
    },
    confirmando: {
      on: {
        ...fechar,
        'desalocacao.voltar': 'preenchendo',
        'desalocacao.confirmar': { target: 'salvando', actions: 'comecarRodada' },
      },
    },
    salvando: {
      entry: 'desalocarNoServidor',
      on: {
        'desalocacao.resultado': { actions: 'guardarResultado' },
        'desalocacao.terminou': [
          {
            guard: 'semFalhas',
            target: 'concluido',
            actions: ['ficarComPendentes', 'atualizarDados'],
          },
          // Some may have been ended before one failed: lists refresh either way.
          { target: 'falhou', actions: ['ficarComPendentes', 'atualizarDados'] },
        ],
      },
    },
    falhou: {
      on: {
        ...fechar,
        'desalocacao.tentarNovamente': { target: 'salvando', actions: 'comecarRodada' },
        'desalocacao.voltar': 'preenchendo',
      },
    },
    concluido: { on: fechar },
  },
});

export const desalocacao = maquinaComoReducer(desalocacaoMachine);
export type DesalocacaoState = EstadoDe<typeof desalocacaoMachine>;
