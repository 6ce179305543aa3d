import { TOAST_SWIPE_DISTANCIA_PX, TOAST_SWIPE_VELOCIDADE } from './constants';

/**
 * Whether a finished swipe dismisses the toast: far enough, or fast enough (a flick). Otherwise
 * the toast snaps back.
 */
export function swipeDispensa(distanciaPx: number, duracaoMs: number): boolean {
  const distancia = Math.abs(distanciaPx);
  if (distancia >= TOAST_SWIPE_DISTANCIA_PX) return true;
  return distancia / Math.max(duracaoMs, 1) > TOAST_SWIPE_VELOCIDADE;
}
