// Plain data the desalocar flow carries (serializable: Redux state and actions).

export interface TurmaDaDesalocacao {
  id: number;
  codigo: string;
  nome: string;
}

/** An open allocation to end: who, and since when (the end date cannot come before it). */
export interface AprendizADesalocar {
  aprendizId: number;
  nome: string;
  dataInicio: string;
}

/** Why the server did not end one apprentice's allocation. */
export interface FalhaDeDesalocacao {
  aprendizId: number;
  nome: string;
  mensagem: string;
}
