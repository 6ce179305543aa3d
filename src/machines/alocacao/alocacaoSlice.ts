// The allocation machine run as a Redux reducer, exactly like the auth machine: the state is the
// plain { value, context } of the snapshot and each 'alocacao.*' action goes through the pure
// `transition`. No actor lives anywhere, so an action log replays to the same state.
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialTransition, transition } from 'xstate';
import { alocacaoMachine, type AlocacaoContext, type AlocacaoEstado } from './alocacaoMachine';
import { ehEventoAlocacao, type AlocacaoEvent } from './eventos';

export interface AlocacaoState {
  value: AlocacaoEstado;
  context: AlocacaoContext;
}

export function estadoInicialAlocacao(): AlocacaoState {
  const [snapshot] = initialTransition(alocacaoMachine);
  return { value: snapshot.value, context: snapshot.context };
}

const INICIAL = estadoInicialAlocacao();

/**
 * The slice is injected when the turmas screens load (registrar.ts), so a store may not have it
 * yet: it reads as the initial state until the first action reaches the reducer.
 */
export const selectAlocacao = (s: { alocacao?: AlocacaoState }): AlocacaoState =>
  s.alocacao ?? INICIAL;

export const snapshotDe = (state: AlocacaoState) => alocacaoMachine.resolveState(state);

/** The next state and the effects the machine asks for, for one event. */
export function proximo(state: AlocacaoState, evento: AlocacaoEvent) {
  const [snapshot, acoes] = transition(alocacaoMachine, snapshotDe(state), evento);
  const next: AlocacaoState = { value: snapshot.value, context: snapshot.context };
  return { state: next, efeitos: acoes.map((a) => a.type) };
}

export function alocacaoReducer(
  state: AlocacaoState = INICIAL,
  action: UnknownAction,
): AlocacaoState {
  if (!ehEventoAlocacao(action)) return state;
  // An event the current state does not take leaves the very same object (no re-render).
  if (!snapshotDe(state).can(action)) return state;
  return proximo(state, action).state;
}
