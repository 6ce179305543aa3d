// Plain data the contract creation flow carries. Everything here is serializable: it lives in Redux
// state (persisted, so an unfinished contract survives a reload) and in Redux actions, so an
// action log replays to the same state. What mirrors an answer of the API is picked from the
// generated types: a server rename fails tsc here.
import type { CAMPOS_CONTRATO } from '../../shared/validation/contratos';
import type {
  ContratoCriarApiResponse,
  ContratoVerificarApiResponse,
} from '../../store/generated/contratos.generated';
import type { Parceiro } from '../../store/generated/parceiros.generated';

/** The flow's steps, in order; the stepper shows the first four. */
export const PASSOS = ['aprendiz', 'empresa', 'termos', 'revisao'] as const;
export type Passo = (typeof PASSOS)[number];

/** The apprentice as the first step shows them once chosen. */
export interface AprendizEscolhido {
  id: number;
  nome: string;
  /** Formatted, or masked for people without aprendizes:ver-cpf. */
  cpf: string;
  situacao: string;
  /** The situação's chip colour (situacao-aprendiz.cor). */
  situacaoCor: string | null;
  /** What the age rules of the terms need (validarContrato), so they show as the person types. */
  dataNascimento: string | null;
  pcd: boolean;
}

/** The quota of apprentices and how many are placed now: the step shows it before and after. */
export type ParceiroDoContrato = Pick<Parceiro, 'id' | 'cotaAprendizes' | 'aprendizesAlocados'> & {
  /** Nome fantasia, else razão social. */
  nome: string;
};

export interface UnidadeDoContrato {
  id: number;
  nome: string;
}

type Declarados = typeof CAMPOS_CONTRATO;

/** The declared fields the terms step edits: all but the references the other steps choose. */
export type NomeDosTermos = {
  [N in keyof Declarados]: Declarados[N] extends { tipo: 'referencia' } ? never : N;
}[keyof Declarados];

/**
 * The terms as the person typed them (text, so going back and forth keeps even a half-typed
 * value; money as typed in R$, '1.518,00'; times as 'HH:MM'); `dadosDoContrato` turns them into
 * the API's numbers when saving. Con_DiasPratica: ISO weekdays joined by commas ('1,2,3,4,5'), as
 * the checkboxes keep them.
 */
export type TermosDoContrato = Record<NomeDosTermos | 'Con_DiasPratica', string>;

export type CampoDosTermos = keyof TermosDoContrato;

/** Where the flow was opened from: what it pre-fills. */
export interface OrigemDoContrato {
  aprendizId?: number;
  parceiroId?: number;
  /**
   * An approved referral ("Criar contrato" on /encaminhamentos). `carregarOrigem` reads it (GET
   * /api/encaminhamentos/{id}) and pre-fills apprentice, partner, unit, CBO, weekly hours, bolsa
   * and the vacancy through the same `contrato.preenchido`; the flow sends it with the contract.
   */
  encaminhamentoId?: number;
}

/**
 * POST /api/contratos/verificar, as the review step shows it: `bloqueios` are the answer's
 * `errors` (what POST would refuse, by field, with the same messages: also shown on each field's
 * step); the law's figures are optional in the flow (the review shows them when present).
 */
export type VerificacaoDoContrato = Omit<ContratoVerificarApiResponse, 'errors' | 'legislacao'> & {
  bloqueios: ErrosDeCampo;
  legislacao?: ContratoVerificarApiResponse['legislacao'];
};

/** Field path (the API's name) -> the message the server gave for it. */
export type ErrosDeCampo = Partial<Record<string, string>>;

export interface FalhaDoContrato {
  mensagem: string;
  /** The 400's `errors`, each also shown on the step that owns its field. */
  erros: ErrosDeCampo;
}

export type ContratoSalvo = Pick<ContratoCriarApiResponse, 'id' | 'numero'>;
