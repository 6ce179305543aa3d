// The auth machine run as a Redux reducer: the state is the plain { value, context } of the
// machine's snapshot, and each 'auth.*' action goes through the pure `transition`. No actor lives
// anywhere, so the store stays serializable and an action log replays to the same state.
import type { UnknownAction } from '@reduxjs/toolkit';
import { initialTransition, transition } from 'xstate';
import { authMachine, type AuthContext, type AuthEstado } from './authMachine';
import { ehEventoAuth, type AuthEvent } from './eventos';

export interface AuthState {
  value: AuthEstado;
  context: AuthContext;
}

function estadoInicial(): AuthState {
  const [snapshot] = initialTransition(authMachine);
  return { value: snapshot.value, context: snapshot.context };
}

/** The machine snapshot for a stored state (what both the reducer and the effects start from). */
export const snapshotDe = (state: AuthState) => authMachine.resolveState(state);

/** The next state and the effects the machine asks for, for one event. */
export function proximo(state: AuthState, evento: AuthEvent) {
  const [snapshot, acoes] = transition(authMachine, snapshotDe(state), evento);
  const next: AuthState = { value: snapshot.value, context: snapshot.context };
  return { state: next, efeitos: acoes.map((a) => a.type) };
}

export function authReducer(state: AuthState = estadoInicial(), action: UnknownAction): AuthState {
  if (!ehEventoAuth(action)) return state;
  // An event the current state does not take leaves the very same object (no re-render).
  if (!snapshotDe(state).can(action)) return state;
  return proximo(state, action).state;
}

export const selectAuthEstado = (s: { auth: AuthState }) => s.auth.value;
export const selectAuthContexto = (s: { auth: AuthState }) => s.auth.context;
