// Creating a contract. The machine only decides; named actions without implementation
// (carregarOrigem, verificarNoServidor, salvarNoServidor, atualizarDados, abrirContrato) are
// effects the listener performs (efeitos.ts). `assign` only touches the machine's own plain context.
//
// inativo -iniciar-> aprendiz -avancar-> empresa -avancar-> termos -avancar-> revisao
// (verificando -> conferido | indisponivel) -confirmar-> salvando -salvo-> salvo, or -falhou->
// the step that owns the first field the server refused (its errors on their fields), or falhou
// when the refusal names no field. A step with errors is not left forward; going back keeps
// everything typed; descartar leaves from anywhere but salvando.
import { assign, setup } from 'xstate';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';
import type { ContratoEvent } from './eventos';
import {
  comPreenchimentoAutomatico,
  errosDoPasso,
  passoDaFalha,
  passosAntes,
  termosVazios,
} from './passos';
import type {
  AprendizEscolhido,
  ContratoSalvo,
  ErrosDeCampo,
  FalhaDoContrato,
  OrigemDoContrato,
  ParceiroDoContrato,
  Passo,
  TermosDoContrato,
  UnidadeDoContrato,
  VerificacaoDoContrato,
} from './tipos';

export interface ContratoContext {
  origem: OrigemDoContrato;
  /** The origin's records are being read (the pre-filled step shows it is loading). */
  carregandoOrigem: boolean;
  aprendiz: AprendizEscolhido | null;
  parceiro: ParceiroDoContrato | null;
  unidade: UnidadeDoContrato | null;
  vagaId: number | null;
  termos: TermosDoContrato;
  /** Fields the person has changed: their messages show as they type. */
  tocados: string[];
  /** Steps the person tried to leave forward with errors: every message of them shows. */
  tentados: Passo[];
  /** The last save's 400, by field; a field's entry goes when that field is changed. */
  errosDoServidor: ErrosDeCampo;
  verificacao: VerificacaoDoContrato | null;
  /** Why the review's check could not be made. */
  erro: string | null;
  falha: FalhaDoContrato | null;
  salvo: ContratoSalvo | null;
}

export const contextoInicial = (): ContratoContext => ({
  origem: {},
  carregandoOrigem: false,
  aprendiz: null,
  parceiro: null,
  unidade: null,
  vagaId: null,
  termos: termosVazios(),
  tocados: [],
  tentados: [],
  errosDoServidor: {},
  verificacao: null,
  erro: null,
  falha: null,
  salvo: null,
});

const semErrosDe = (campos: readonly string[], erros: ErrosDeCampo): ErrosDeCampo =>
  Object.fromEntries(Object.entries(erros).filter(([campo]) => !campos.includes(campo)));

const acrescentar = <T>(lista: readonly T[], item: T): T[] =>
  lista.includes(item) ? [...lista] : [...lista, item];

const PASSOS_COM_CAMPOS: readonly Passo[] = ['aprendiz', 'empresa', 'termos'];

// What the person may do on every step that edits: the values, moving by the stepper, discarding.
const edicao = {
  'contrato.escolherAprendiz': { actions: 'escolherAprendiz' },
  'contrato.escolherEmpresa': { actions: 'escolherEmpresa' },
  'contrato.escolherUnidade': { actions: 'escolherUnidade' },
  'contrato.editar': { actions: 'editar' },
  'contrato.preenchido': { actions: 'preencher' },
  'contrato.descartar': { target: '#contrato.inativo', actions: 'limpar' },
  'contrato.irPara': [
    { guard: { type: 'podeIrPara', params: { passo: 'aprendiz' } }, target: '#contrato.aprendiz' },
    { guard: { type: 'podeIrPara', params: { passo: 'empresa' } }, target: '#contrato.empresa' },
    { guard: { type: 'podeIrPara', params: { passo: 'termos' } }, target: '#contrato.termos' },
    { guard: { type: 'podeIrPara', params: { passo: 'revisao' } }, target: '#contrato.revisao' },
  ],
} as const;

/** A step's "Próximo": on when the step has no errors, else every message of the step shows. */
const avancar = (passo: Passo, proximo: string) =>
  [
    { guard: { type: 'passoValido', params: { passo } }, target: proximo },
    { actions: { type: 'marcarTentativa', params: { passo } } },
  ] as const;

export const contratoMachine = setup({
  types: { context: {} as ContratoContext, events: {} as ContratoEvent },
  actions: {
    ...acoesDeEfeito(
      'carregarOrigem',
      'verificarNoServidor',
      'salvarNoServidor',
      'atualizarDados',
      'abrirContrato',
    ),
    limpar: assign(() => contextoInicial()),
    comecar: assign(({ event }) => {
      if (event.type !== 'contrato.iniciar') return {};
      const { origem } = event.payload;
      const { aprendizId, parceiroId, encaminhamentoId } = origem;
      return {
        ...contextoInicial(),
        origem,
        carregandoOrigem:
          aprendizId !== undefined || parceiroId !== undefined || encaminhamentoId !== undefined,
      };
    }),
    preencher: assign(({ event, context }) => {
      if (event.type !== 'contrato.preenchido') return {};
      const p = event.payload;
      return {
        carregandoOrigem: false,
        aprendiz: p.aprendiz ?? context.aprendiz,
        parceiro: p.parceiro ?? context.parceiro,
        unidade: p.unidade !== undefined ? p.unidade : context.unidade,
        vagaId: p.vagaId ?? context.vagaId,
        termos: { ...context.termos, ...p.termos },
      };
    }),
    escolherAprendiz: assign(({ event, context }) => {
      if (event.type !== 'contrato.escolherAprendiz') return {};
      return {
        aprendiz: event.payload.aprendiz,
        errosDoServidor: semErrosDe(['Con_CodAprendiz'], context.errosDoServidor),
        tocados: acrescentar(context.tocados, 'Con_CodAprendiz'),
      };
    }),
    escolherEmpresa: assign(({ event, context }) => {
      if (event.type !== 'contrato.escolherEmpresa') return {};
      const { parceiro } = event.payload;
      // A unit belongs to its partner: another partner leaves the unit to choose again.
      const mesma = parceiro?.id === context.parceiro?.id;
      return {
        parceiro,
        unidade: mesma ? context.unidade : null,
        errosDoServidor: semErrosDe(
          mesma ? ['Con_CodParceiro'] : ['Con_CodParceiro', 'unidadeId'],
          context.errosDoServidor,
        ),
        tocados: acrescentar(context.tocados, 'Con_CodParceiro'),
      };
    }),
    escolherUnidade: assign(({ event, context }) => {
      if (event.type !== 'contrato.escolherUnidade') return {};
      return {
        unidade: event.payload.unidade,
        errosDoServidor: semErrosDe(['unidadeId'], context.errosDoServidor),
      };
    }),
    editar: assign(({ event, context }) => {
      if (event.type !== 'contrato.editar') return {};
      const { campo, valor } = event.payload;
      const termos = comPreenchimentoAutomatico(context.termos, campo, valor);
      // What the fill-in changed is the person's doing too: its server message goes as well.
      const mudados = Object.keys(termos).filter(
        (c) => termos[c as keyof TermosDoContrato] !== context.termos[c as keyof TermosDoContrato],
      );
      return {
        termos,
        tocados: acrescentar(context.tocados, campo),
        errosDoServidor: semErrosDe([campo, ...mudados], context.errosDoServidor),
      };
    }),
    marcarTentativa: assign({
      tentados: ({ context }, params: { passo: Passo }) =>
        acrescentar(context.tentados, params.passo),
    }),
    limparVerificacao: assign({ verificacao: null, erro: null, falha: null }),
    guardarVerificacao: assign(({ event, context }) => {
      if (event.type !== 'contrato.verificado') return {};
      const verificacao = event.payload;
      // What would block the save shows on its field's step too, as a refused save does.
      return {
        verificacao,
        erro: null,
        errosDoServidor: { ...context.errosDoServidor, ...verificacao.bloqueios },
      };
    }),
    guardarErro: assign({
      erro: ({ event }) =>
        event.type === 'contrato.verificacaoFalhou' ? event.payload.mensagem : null,
    }),
    guardarSalvo: assign({
      salvo: ({ event }) => (event.type === 'contrato.salvo' ? event.payload : null),
      falha: null,
    }),
    guardarFalha: assign(({ event, context }) => {
      if (event.type !== 'contrato.falhou') return {};
      const falha = event.payload;
      // Every field's message is kept, each to show on its own step; the steps at fault show
      // all their messages at once.
      const tentados = PASSOS_COM_CAMPOS.filter(
        (passo) =>
          context.tentados.includes(passo) ||
          Object.keys(errosDoPasso(passo, { ...context, errosDoServidor: falha.erros })).length > 0,
      );
      return { falha, errosDoServidor: falha.erros, tentados };
    }),
    limparFalha: assign({ falha: null }),
  },
  guards: {
    passoValido: ({ context }, params: { passo: Passo }) =>
      Object.keys(errosDoPasso(params.passo, context)).length === 0,
    podeIrPara: ({ event, context }, params: { passo: Passo }) =>
      event.type === 'contrato.irPara' &&
      event.payload.passo === params.passo &&
      passosAntes(params.passo).every((p) => Object.keys(errosDoPasso(p, context)).length === 0),
    temOrigem: ({ event }) =>
      event.type === 'contrato.iniciar' &&
      (event.payload.origem.aprendizId !== undefined ||
        event.payload.origem.parceiroId !== undefined ||
        event.payload.origem.encaminhamentoId !== undefined),
    semBloqueios: ({ context }) => context.verificacao?.podeCriar === true,
    falhaNoAprendiz: ({ event }) =>
      event.type === 'contrato.falhou' && passoDaFalha(event.payload.erros) === 'aprendiz',
    falhaNaEmpresa: ({ event }) =>
      event.type === 'contrato.falhou' && passoDaFalha(event.payload.erros) === 'empresa',
    falhaNosTermos: ({ event }) =>
      event.type === 'contrato.falhou' && passoDaFalha(event.payload.erros) === 'termos',
  },
}).createMachine({
  id: 'contrato',
  initial: 'inativo',
  context: contextoInicial,
  states: {
    inativo: {
      on: {
        'contrato.iniciar': [
          { guard: 'temOrigem', target: 'aprendiz', actions: ['comecar', 'carregarOrigem'] },
          { target: 'aprendiz', actions: 'comecar' },
        ],
      },
    },
    aprendiz: { on: { ...edicao, 'contrato.avancar': avancar('aprendiz', 'empresa') } },
    empresa: {
      on: {
        ...edicao,
        'contrato.avancar': avancar('empresa', 'termos'),
        'contrato.voltar': 'aprendiz',
      },
    },
    termos: {
      on: {
        ...edicao,
        'contrato.avancar': avancar('termos', 'revisao'),
        'contrato.voltar': 'empresa',
      },
    },
    // The server's check runs each time the review opens: age, running contract, unit and quota
    // may have changed since the steps were filled.
    revisao: {
      initial: 'verificando',
      entry: 'limparVerificacao',
      on: { ...edicao, 'contrato.voltar': 'termos' },
      states: {
        verificando: {
          entry: 'verificarNoServidor',
          on: {
            'contrato.verificado': { target: 'conferido', actions: 'guardarVerificacao' },
            'contrato.verificacaoFalhou': { target: 'indisponivel', actions: 'guardarErro' },
          },
        },
        conferido: {
          on: {
            'contrato.confirmar': { guard: 'semBloqueios', target: '#contrato.salvando' },
            'contrato.verificar': 'verificando',
          },
        },
        // The check could not be made (offline): the save itself still checks everything.
        indisponivel: {
          on: {
            'contrato.verificar': 'verificando',
            'contrato.confirmar': '#contrato.salvando',
          },
        },
      },
    },
    // No way out while the server decides: the answer must land somewhere.
    salvando: {
      entry: ['limparFalha', 'salvarNoServidor'],
      on: {
        'contrato.salvo': {
          target: 'salvo',
          actions: ['guardarSalvo', 'atualizarDados', 'abrirContrato'],
        },
        'contrato.falhou': [
          { guard: 'falhaNoAprendiz', target: 'aprendiz', actions: 'guardarFalha' },
          { guard: 'falhaNaEmpresa', target: 'empresa', actions: 'guardarFalha' },
          { guard: 'falhaNosTermos', target: 'termos', actions: 'guardarFalha' },
          { target: 'falhou', actions: 'guardarFalha' },
        ],
      },
    },
    falhou: {
      on: {
        ...edicao,
        'contrato.tentarNovamente': 'salvando',
        'contrato.voltar': 'revisao',
      },
    },
    // Done: the next /contratos/novo starts afresh.
    salvo: {
      on: {
        'contrato.iniciar': [
          { guard: 'temOrigem', target: 'aprendiz', actions: ['comecar', 'carregarOrigem'] },
          { target: 'aprendiz', actions: 'comecar' },
        ],
        'contrato.descartar': { target: 'inativo', actions: 'limpar' },
      },
    },
  },
});

export const contrato = maquinaComoReducer(contratoMachine);
export type ContratoState = EstadoDe<typeof contratoMachine>;
export type ContratoEstado = ContratoState['value'];
