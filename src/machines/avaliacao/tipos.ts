// Plain data the evaluation answering flow carries. Everything here is serializable: it lives in
// Redux state and in Redux actions, so an action log replays to the same state. What mirrors the
// API's answer is taken from the generated AvaliacaoAplicada: a server rename fails tsc here.
import type { AvaliacaoAplicada } from '../../store/generated/avaliacoes.generated';

export type TipoDePergunta = AvaliacaoAplicada['perguntas'][number]['tipo'];

/** A question as the flow shows it (the template's, in its order). */
export interface PerguntaDoFluxo {
  /** The question's key in the answers (the API's id, as text). */
  id: string;
  enunciado: string;
  tipo: TipoDePergunta;
  obrigatoria: boolean;
  /** `multipla`: the choices. */
  opcoes: string[];
  /** `escala`: the labels of 1 to 5 (may be fewer, or empty). */
  rotulos: string[];
}

/** An answer: the scale's number, the chosen option, or the text typed. */
export type ValorDaResposta = number | string;

export type Respostas = Partial<Record<string, ValorDaResposta>>;

/** What the intro shows: who is evaluated, by whom, until when. */
export interface AplicadaDoFluxo {
  id: number;
  titulo: string;
  descricao: string | null;
  tipo: AvaliacaoAplicada['avaliacao']['tipo'];
  aprendiz: { id: number; nome: string };
  turma: { id: number; nome: string } | null;
  respondente: AvaliacaoAplicada['respondente'];
  /** aaaa-mm-dd, or null. */
  prazo: string | null;
  status: AvaliacaoAplicada['status'];
  perguntas: PerguntaDoFluxo[];
}

/** GET of the applied evaluation, as the flow needs it: the record, its answers and versao. */
export interface AplicadaCarregada {
  aplicada: AplicadaDoFluxo;
  respostas: Respostas;
  versao: number;
  /** Answers given here that the server had not confirmed when the page closed (kept locally). */
  naoEnviadas: Respostas;
}

export interface FalhaDoEnvio {
  mensagem: string;
  /** The required questions the server (or the flow) says are left, by id. */
  faltando: string[];
}
