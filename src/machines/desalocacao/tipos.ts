// Plain data the desalocar flow carries (serializable: Redux state and actions). What it keeps of
// an allocation is picked from the generated type: a server rename fails tsc here.
import type { Alocacao } from '../../store/generated/alocacoes.generated';

export type TurmaDaDesalocacao = Pick<Alocacao['turma'], 'id' | 'codigo' | 'nome'>;

/** An open allocation to end: who, and since when (the end date cannot come before it). */
export type AprendizADesalocar = Pick<Alocacao, 'aprendizId' | 'nome' | 'dataInicio'>;

/** Why the server did not end one apprentice's allocation. */
export interface FalhaDeDesalocacao {
  aprendizId: number;
  nome: string;
  mensagem: string;
}
