// Plain data the allocation flow carries. Everything here is serializable: it lives in Redux state
// and in Redux actions, so an action log replays to the same state. What mirrors an answer of the
// API is picked from the generated types: a server rename fails tsc here.
import type {
  AlocacaoCriarApiResponse,
  AlocacaoVerificarApiResponse,
} from '../../store/generated/alocacoes.generated';
import type { AprendizListarApiResponse } from '../../store/generated/aprendizes.generated';

type AprendizVerificado = AlocacaoVerificarApiResponse['aprendizes'][number];

/**
 * The class the flow allocates into, as the screen already knows it; its period (aaaa-mm-dd) is
 * where the start date of an allocation must fall.
 */
export type TurmaDoFluxo = Pick<
  AlocacaoVerificarApiResponse['turma'],
  'id' | 'codigo' | 'nome' | 'dataInicio' | 'dataFim'
>;

/**
 * An apprentice as the picker lists them: a row of GET /api/aprendiz (the CPF formatted, or masked
 * for people without aprendizes:ver-cpf) and, when the check answered, where they are now
 * (`alocacaoAtual` null: nowhere; absent: not known) and why this class would refuse them
 * (`motivos`, empty: it would accept).
 */
export type AprendizDoFluxo = { aprendizId: number } & Pick<
  AprendizListarApiResponse['data'][number],
  'nome' | 'cpf' | 'situacao'
> &
  Partial<Pick<AprendizVerificado, 'alocacaoAtual' | 'motivos'>>;

export interface BuscaDeAprendizes {
  q: string;
  resultados: AprendizDoFluxo[];
  carregando: boolean;
  erro: string | null;
}

/** POST /api/alocacoes/verificar, as the flow keeps it: the class's figures at the top level. */
export type Verificacao = Pick<
  AlocacaoVerificarApiResponse,
  'problemasTurma' | 'aptos' | 'cabem' | 'mensagemCapacidade' | 'podeConfirmar'
> &
  Pick<AlocacaoVerificarApiResponse['turma'], 'vagasRestantes' | 'capacidade' | 'ocupacao'> & {
    aprendizes: Omit<AprendizVerificado, 'situacao'>[];
  };

/** One reason the server gave for refusing the allocation. */
export interface MotivoDeFalha {
  /** The apprentice it is about; absent for the class or the date. */
  aprendizId?: number;
  nome?: string;
  mensagem: string;
}

export interface FalhaDeAlocacao {
  mensagem: string;
  motivos: MotivoDeFalha[];
}

/** POST /api/alocacoes answered: how many were allocated, and the class's figures now. */
export type ResultadoDaAlocacao = { quantidade: number } & Pick<
  AlocacaoCriarApiResponse['turma'],
  'ocupacao' | 'vagasRestantes'
>;
