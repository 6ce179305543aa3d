// Helpers for the machines' tests: every flow is tested the same two ways — events through its
// pure transition (no store), and its effects in a real store against the fake API.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

type Proximo<S, E> = (estado: S, evento: E) => { state: S; efeitos: string[] };

/** Runs events through the pure transition, returning the final state and every effect asked. */
export function percorredor<S, E>(proximo: Proximo<S, E>, inicial: () => S) {
  return (eventos: E[], de: S = inicial()) => {
    let state = de;
    const efeitos: string[] = [];
    for (const e of eventos) {
      const r = proximo(state, e);
      state = r.state;
      efeitos.push(...r.efeitos);
    }
    return { state, efeitos };
  };
}

/** Waits for an effect's outcome (a listener answers after the fake API's promises settle). */
export async function ate(ok: () => boolean) {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(ok()).toBe(true);
}

/** A middleware that logs every action, to assert what a flow dispatched and in which order. */
export function gravador() {
  const log: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    log.push(action as UnknownAction);
    return next(action);
  };
  return { log, middleware };
}
