// The desalocar flow's events ARE Redux actions ('desalocacao.<evento>'), replayable in DevTools.
import { evento, type EventosDe } from '../../store/evento';
import type { AprendizADesalocar, TurmaDaDesalocacao } from './tipos';

/** Opens the flow for one apprentice or a selection. `hoje` (aaaa-mm-dd) keeps the machine pure. */
export const desalocacaoIniciar = evento('desalocacao.iniciar')<{
  turma: TurmaDaDesalocacao;
  aprendizes: AprendizADesalocar[];
  hoje: string;
}>();
/** The end date and reason were filled in: check them and ask for confirmation. */
export const desalocacaoRevisar = evento('desalocacao.revisar')<{
  dataFim: string;
  motivo: string;
}>();
export const desalocacaoConfirmar = evento('desalocacao.confirmar')();
/** The server answered for one apprentice (the effect ends them one by one). */
export const desalocacaoResultado = evento('desalocacao.resultado')<{
  aprendizId: number;
  ok: boolean;
  mensagem?: string;
}>();
/** Every apprentice of this round has an answer. */
export const desalocacaoTerminou = evento('desalocacao.terminou')();
export const desalocacaoTentarNovamente = evento('desalocacao.tentarNovamente')();
export const desalocacaoVoltar = evento('desalocacao.voltar')();
export const desalocacaoFechar = evento('desalocacao.fechar')();

/** Every event of the flow: what the creators above make. */
export type DesalocacaoEvent = EventosDe<typeof import('./eventos')>;
