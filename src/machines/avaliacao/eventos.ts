// The answering flow's events ARE Redux actions ('avaliacao.<evento>'), so Redux DevTools shows and
// replays the whole flow. The screen dispatches the person's intents; the effects (efeitos.ts)
// dispatch what the server answered. Every answer from the server names the evaluation it is about
// (`id`): one that arrives after another evaluation was opened is ignored.
import { evento, type EventosDe } from '../../store/evento';
import type { AplicadaCarregada, FalhaDoEnvio, Respostas, ValorDaResposta } from './tipos';

/** Opens /avaliacoes-aplicadas/{id}/responder: reads the evaluation and resumes where it stopped. */
export const avaliacaoAbrir = evento('avaliacao.abrir')<{ id: number }>();
export const avaliacaoCarregada = evento('avaliacao.carregada')<AplicadaCarregada>();
export const avaliacaoCarregamentoFalhou = evento('avaliacao.carregamentoFalhou')<{
  id: number;
  mensagem: string;
}>();
/** The intro's "Começar". */
export const avaliacaoComecar = evento('avaliacao.comecar')();
/** An answer given (null clears an optional one): kept at once, saved to the server at once. */
export const avaliacaoResponder = evento('avaliacao.responder')<{
  perguntaId: string;
  valor: ValorDaResposta | null;
}>();
/** "Próxima": refused while the question is required and unanswered (the message shows). */
export const avaliacaoProxima = evento('avaliacao.proxima')();
export const avaliacaoAnterior = evento('avaliacao.anterior')();
/** The review's "Alterar" on a question (and the failure's list of what is left). */
export const avaliacaoIrPara = evento('avaliacao.irPara')<{ indice: number }>();
/** Straight to the review (from a question once every required one is answered, or a failure). */
export const avaliacaoRevisar = evento('avaliacao.revisar')();
/** The server kept the answers sent (`enviadas`, as they were sent) and gave the new versao. */
export const avaliacaoSalvo = evento('avaliacao.salvo')<{
  id: number;
  versao: number;
  enviadas: Respostas;
}>();
/**
 * A save failed: the answers stay, shown as not saved; `definitivo` = retrying will not help;
 * `conflito` = the server's copy changed (saved elsewhere, or concluded): reading it again will.
 */
export const avaliacaoSalvamentoFalhou = evento('avaliacao.salvamentoFalhou')<{
  id: number;
  mensagem: string;
  definitivo: boolean;
  conflito?: boolean;
}>();
/** Save what is not saved yet (the retry's timer, or the person's "Tentar agora"). */
export const avaliacaoTentarSalvar = evento('avaliacao.tentarSalvar')<{ id: number }>();
/** The review's "Enviar": refused while a required question is unanswered. */
export const avaliacaoEnviar = evento('avaliacao.enviar')();
export const avaliacaoEnviada = evento('avaliacao.enviada')<{ id: number }>();
export const avaliacaoEnvioFalhou = evento('avaliacao.envioFalhou')<
  FalhaDoEnvio & { id: number }
>();
/** After a failed send: send again. After a failed load: read again. */
export const avaliacaoTentarNovamente = evento('avaliacao.tentarNovamente')();
/** The screen closed: the flow forgets the evaluation (what is not saved stays stored locally). */
export const avaliacaoFechar = evento('avaliacao.fechar')();

/** Every event of the flow: what the creators above make. */
export type AvaliacaoEvent = EventosDe<typeof import('./eventos')>;
