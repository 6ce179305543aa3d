// The desalocar machine run as a Redux reducer (pure `transition`), like the auth machine.
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialTransition, transition } from 'xstate';
import {
  desalocacaoMachine,
  type DesalocacaoContext,
  type DesalocacaoEstado,
} from './desalocacaoMachine';
import { ehEventoDesalocacao, type DesalocacaoEvent } from './eventos';

export interface DesalocacaoState {
  value: DesalocacaoEstado;
  context: DesalocacaoContext;
}

export function estadoInicialDesalocacao(): DesalocacaoState {
  const [snapshot] = initialTransition(desalocacaoMachine);
  return { value: snapshot.value, context: snapshot.context };
}

const INICIAL = estadoInicialDesalocacao();

/** The slice is injected when the turmas screens load (registrar.ts): absent reads as initial. */
export const selectDesalocacao = (s: { desalocacao?: DesalocacaoState }): DesalocacaoState =>
  s.desalocacao ?? INICIAL;

export const snapshotDe = (state: DesalocacaoState) => desalocacaoMachine.resolveState(state);

export function proximo(state: DesalocacaoState, evento: DesalocacaoEvent) {
  const [snapshot, acoes] = transition(desalocacaoMachine, snapshotDe(state), evento);
  const next: DesalocacaoState = { value: snapshot.value, context: snapshot.context };
  return { state: next, efeitos: acoes.map((a) => a.type) };
}

export function desalocacaoReducer(
  state: DesalocacaoState = INICIAL,
  action: UnknownAction,
): DesalocacaoState {
  if (!ehEventoDesalocacao(action)) return state;
  if (!snapshotDe(state).can(action)) return state;
  return proximo(state, action).state;
}
