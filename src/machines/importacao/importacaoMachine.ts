// The spreadsheet import (/aprendizes/importar): arquivo -> lendo -> conferindo (the server's dry
// run) -> conferencia -> confirmando -> importando (the server streams "N de M linhas") ->
// resultado. The file's name and size are checked before it is read; the dry run and the import
// are effects (validarNoServidor, importarNoServidor, atualizarAprendizes in efeitos.ts) whose
// answers come back as events. While the server works (conferindo, importando) the flow cannot be
// left: its answer lands in the store even if the screen was closed, and shows when it reopens.
import { assign, setup } from 'xstate';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';
import type { ImportacaoEvent } from './eventos';
import type { ResultadoImportacao, ValidacaoImportacao } from './tipos';

export const TAMANHO_MAXIMO = 5 * 1024 * 1024;

export interface ImportacaoContext {
  /** The chosen file's name. */
  nome: string;
  /** Its bytes in base64 once read ('' before): the dry run, the import and the refused rows send it. */
  conteudo: string;
  /** Why the file was refused (arquivo) or why the import failed (resultado). */
  erro: string | null;
  validacao: ValidacaoImportacao | null;
  processadas: number;
  total: number;
  resultado: ResultadoImportacao | null;
}

export const contextoInicial = (): ImportacaoContext => ({
  nome: '',
  conteudo: '',
  erro: null,
  validacao: null,
  processadas: 0,
  total: 0,
  resultado: null,
});

/** Why a chosen file is not even read: not a spreadsheet by its name, or over 5 MB. */
export function problemaDoArquivo(nome: string, tamanho: number): string | undefined {
  if (!/\.(xlsx|csv)$/i.test(nome)) {
    return `${nome} não é uma planilha .xlsx ou .csv. Salve-a num desses formatos.`;
  }
  if (tamanho > TAMANHO_MAXIMO) {
    return 'O arquivo tem mais de 5 MB. Divida a planilha em partes menores.';
  }
  return undefined;
}

const recomecar = {
  'importacao.recomecar': { target: '#importacao.arquivo', actions: 'limpar' },
} as const;

export const importacaoMachine = setup({
  types: { context: {} as ImportacaoContext, events: {} as ImportacaoEvent },
  actions: {
    ...acoesDeEfeito('validarNoServidor', 'importarNoServidor', 'atualizarAprendizes'),
    limpar: assign(() => contextoInicial()),
    guardarEscolha: assign(({ event }) => {
      if (event.type !== 'importacao.escolher') return {};
      const { nome, tamanho } = event.payload;
      return { ...contextoInicial(), nome, erro: problemaDoArquivo(nome, tamanho) ?? null };
    }),
    guardarConteudo: assign(({ event }) =>
      event.type === 'importacao.lido' ? { conteudo: event.payload.conteudo } : {},
    ),
    guardarRecusa: assign(({ event }) =>
      event.type === 'importacao.recusado'
        ? { ...contextoInicial(), erro: event.payload.erro }
        : {},
    ),
    guardarValidacao: assign(({ event }) =>
      event.type === 'importacao.conferido' ? { validacao: event.payload.validacao } : {},
    ),
    comecarImportacao: assign(({ context }) => ({
      processadas: 0,
      total: context.validacao?.validas ?? 0,
    })),
    guardarProgresso: assign(({ event }) =>
      event.type === 'importacao.progresso'
        ? { processadas: event.payload.processadas, total: event.payload.total }
        : {},
    ),
    guardarResultado: assign(({ event }) =>
      event.type === 'importacao.concluida' ? { resultado: event.payload.resultado } : {},
    ),
    guardarFalha: assign(({ event }) =>
      event.type === 'importacao.falhou' ? { erro: event.payload.erro } : {},
    ),
  },
  guards: {
    arquivoAceito: ({ event }) =>
      event.type === 'importacao.escolher' &&
      problemaDoArquivo(event.payload.nome, event.payload.tamanho) === undefined,
    haLinhasValidas: ({ context }) => (context.validacao?.validas ?? 0) > 0,
    importouAlguem: ({ event }) =>
      event.type === 'importacao.concluida' && event.payload.resultado.importadas > 0,
  },
}).createMachine({
  id: 'importacao',
  initial: 'arquivo',
  context: contextoInicial,
  states: {
    arquivo: {
      on: {
        ...recomecar,
        'importacao.escolher': [
          { guard: 'arquivoAceito', target: 'lendo', actions: 'guardarEscolha' },
          { actions: 'guardarEscolha' },
        ],
      },
    },
    // The screen reads the File (not serializable) and sends its bytes.
    lendo: {
      on: {
        ...recomecar,
        'importacao.lido': { target: 'conferindo', actions: 'guardarConteudo' },
        'importacao.recusado': { target: 'arquivo', actions: 'guardarRecusa' },
      },
    },
    conferindo: {
      entry: 'validarNoServidor',
      on: {
        'importacao.conferido': { target: 'conferencia', actions: 'guardarValidacao' },
        'importacao.recusado': { target: 'arquivo', actions: 'guardarRecusa' },
      },
    },
    conferencia: {
      on: {
        ...recomecar,
        'importacao.pedirConfirmacao': { guard: 'haLinhasValidas', target: 'confirmando' },
      },
    },
    confirmando: {
      on: {
        ...recomecar,
        'importacao.cancelar': 'conferencia',
        'importacao.confirmar': { target: 'importando', actions: 'comecarImportacao' },
      },
    },
    importando: {
      entry: 'importarNoServidor',
      on: {
        'importacao.progresso': { actions: 'guardarProgresso' },
        'importacao.concluida': [
          {
            guard: 'importouAlguem',
            target: 'resultado',
            actions: ['guardarResultado', 'atualizarAprendizes'],
          },
          { target: 'resultado', actions: 'guardarResultado' },
        ],
        'importacao.falhou': { target: 'resultado', actions: 'guardarFalha' },
      },
    },
    resultado: { on: recomecar },
  },
});

export const importacao = maquinaComoReducer(importacaoMachine);
export type ImportacaoState = EstadoDe<typeof importacaoMachine>;
