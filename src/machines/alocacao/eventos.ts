// The allocation flow's events ARE Redux actions ('alocacao.<evento>'), so Redux DevTools shows
// and replays the whole flow. The screen dispatches the intents; the effects (efeitos.ts) dispatch
// what the server answered.
import { evento, type EventosDe } from '../../store/evento';
import type {
  AprendizDoFluxo,
  FalhaDeAlocacao,
  ResultadoDaAlocacao,
  TurmaDoFluxo,
  Verificacao,
} from './tipos';

/** Opens the flow for a class. `hoje` (aaaa-mm-dd) comes in the event so the machine stays pure. */
export const alocacaoIniciar = evento('alocacao.iniciar')<{ turma: TurmaDoFluxo; hoje: string }>();
/** The person typed in the search box (debounced by the screen). */
export const alocacaoPesquisar = evento('alocacao.pesquisar')<{ q: string }>();
export const alocacaoResultados = evento('alocacao.resultados')<{
  q: string;
  itens: AprendizDoFluxo[];
}>();
export const alocacaoBuscaFalhou = evento('alocacao.buscaFalhou')<{
  q: string;
  mensagem: string;
}>();
export const alocacaoSelecionar = evento('alocacao.selecionar')<{ aprendiz: AprendizDoFluxo }>();
export const alocacaoRemover = evento('alocacao.remover')<{ aprendizId: number }>();
/** Leaves out, before confirming, everyone the check said cannot be allocated. */
export const alocacaoRemoverInaptos = evento('alocacao.removerInaptos')();
/** Choice made: ask the server whether the class takes them (capacity and conflicts). */
export const alocacaoVerificar = evento('alocacao.verificar')();
export const alocacaoVerificado = evento('alocacao.verificado')<{ resultado: Verificacao }>();
export const alocacaoVerificacaoFalhou = evento('alocacao.verificacaoFalhou')<{
  mensagem: string;
}>();
export const alocacaoDefinirData = evento('alocacao.definirData')<{ dataInicio: string }>();
export const alocacaoConfirmar = evento('alocacao.confirmar')();
export const alocacaoSalvo = evento('alocacao.salvo')<ResultadoDaAlocacao>();
export const alocacaoFalhou = evento('alocacao.falhou')<FalhaDeAlocacao>();
export const alocacaoTentarNovamente = evento('alocacao.tentarNovamente')();
/** One step back: from the check to the choice, from a failure to the check. */
export const alocacaoVoltar = evento('alocacao.voltar')();
export const alocacaoFechar = evento('alocacao.fechar')();

/** Every event of the flow: what the creators above make. */
export type AlocacaoEvent = EventosDe<typeof import('./eventos')>;
