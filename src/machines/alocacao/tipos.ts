// Plain data the allocation flow carries. Everything here is serializable: it lives in Redux state
// and in Redux actions, so an action log replays to the same state.

/** The class the flow allocates into, as the screen already knows it. */
export interface TurmaDoFluxo {
  id: number;
  codigo: string;
  nome: string;
  /** The class's period (aaaa-mm-dd): the start date of an allocation must fall inside it. */
  dataInicio: string;
  dataFim: string;
}

/** Where an apprentice is allocated now (another class, or this one). */
export interface AlocacaoAtual {
  turmaId: number;
  codigo: string;
  nome: string;
  dataInicio: string;
}

/** An apprentice as the picker lists them. */
export interface AprendizDoFluxo {
  aprendizId: number;
  nome: string;
  /** Formatted, or masked ('***.456.789-**') for people without aprendizes:ver-cpf. */
  cpf: string;
  situacao: string;
  /** null: not allocated anywhere; undefined: not known (the check could not answer). */
  alocacaoAtual?: AlocacaoAtual | null;
  /** Why the server would refuse this apprentice here (empty: it would accept). */
  motivos?: string[];
}

export interface BuscaDeAprendizes {
  q: string;
  resultados: AprendizDoFluxo[];
  carregando: boolean;
  erro: string | null;
}

/** POST /api/alocacoes/verificar, as the flow keeps it. */
export interface Verificacao {
  vagasRestantes: number;
  capacidade: number;
  ocupacao: number;
  problemasTurma: string[];
  aprendizes: {
    aprendizId: number;
    nome: string | null;
    podeAlocar: boolean;
    motivos: string[];
    /** Allowed, but worth a look first (the class meets during the apprentice's school shift). */
    avisos: string[];
    alocacaoAtual: AlocacaoAtual | null;
  }[];
  aptos: number;
  cabem: boolean;
  mensagemCapacidade: string | null;
  podeConfirmar: boolean;
}

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

export interface ResultadoDaAlocacao {
  quantidade: number;
  ocupacao: number;
  vagasRestantes: number;
}
