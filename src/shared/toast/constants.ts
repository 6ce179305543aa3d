// Toast behaviour from seed-spec.md sections 4 and 9, in one place.
import type { SnackbarOrigin } from 'notistack';

/** How long a toast stays before it goes away by itself. */
export const TOAST_DURACAO_MS = 4000;
/** At most this many visible at once; more wait in line. */
export const TOAST_MAX_VISIVEIS = 3;
/** The removal animation. */
export const TOAST_REMOCAO_MS = 200;
export const TOAST_ENTRADA_MS = 225;
export const TOAST_POSICAO: SnackbarOrigin = { vertical: 'bottom', horizontal: 'right' };
/** A swipe faster than this (px per ms) dismisses, however short it was. */
export const TOAST_SWIPE_VELOCIDADE = 0.11;
/** A swipe longer than this (px) dismisses, however slow it was. */
export const TOAST_SWIPE_DISTANCIA_PX = 45;
/** The accessible name of the toast region (exact text of the spec). */
export const TOAST_REGIAO_ROTULO = 'Notifications';
/** Alt+T expands or collapses the stack (KeyT: Alt+T types '†' on a Mac keyboard). */
export const TOAST_ATALHO = { altKey: true, code: 'KeyT' } as const;
