// How a machine's events are written: Redux actions with dot names ('alocacao.confirmar'), so Redux
// DevTools shows and replays every flow. Here, not in src/machines, because the store's own session
// events are written the same way and the store imports no machine.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';

/** createAction with the literal type kept, so a machine can tell its events apart. */
export const evento =
  <T extends string>(type: T) =>
  <P = void>() =>
    createAction<P, T>(type);

/**
 * The actions a module of event creators makes (`EventosDe<typeof import('./eventos')>`): the union
 * a machine takes as its events, without listing the creators a second time.
 */
export type EventosDe<Modulo> = {
  [K in keyof Modulo]: Modulo[K] extends (...args: never[]) => infer A
    ? A extends UnknownAction
      ? A
      : never
    : never;
}[keyof Modulo];
