// Names for the parts of the statistics answers the screens pass around, taken from the generated
// types (the server's schemas), so a change on the server is a type error here. Rates are fractions
// 0–1 (null when nothing to divide), months 'aaaa-mm', dates 'aaaa-mm-dd'.
import type {
  EstatisticasAprendizesParceiroApiResponse,
  EstatisticasFaltasAprendizesApiResponse,
  EstatisticasGeralAprendizesApiResponse,
  EstatisticasParticipantesSituacaoApiResponse,
  EstatisticasResumoApiResponse,
} from './api';

export type EstatisticasResumo = EstatisticasResumoApiResponse;
export type EstatisticasGeralAprendizes = EstatisticasGeralAprendizesApiResponse;
export type EstatisticasParticipantesSituacao = EstatisticasParticipantesSituacaoApiResponse;
export type EstatisticasAprendizesParceiro = EstatisticasAprendizesParceiroApiResponse;
export type EstatisticasFaltasAprendizes = EstatisticasFaltasAprendizesApiResponse;

export type ContagemPorSituacao = EstatisticasResumo['porSituacao'][number];
export type ParceiroNaCota = EstatisticasAprendizesParceiro['data'][number];
export type FaixaDaCota = ParceiroNaCota['faixa'];
export type FaltasDaTurma = EstatisticasFaltasAprendizes['porTurma'][number];
export type FaltasDoMes = FaltasDaTurma['meses'][number];
export type AprendizComFaltas = EstatisticasFaltasAprendizes['maisFaltas'][number];
