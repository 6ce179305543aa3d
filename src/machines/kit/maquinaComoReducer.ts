// An XState machine run as a Redux reducer. The Redux state is the plain { value, context } of the
// machine's snapshot and every '<id>.*' action goes through XState's pure `transition`: no actor
// lives anywhere, so the store stays serializable and an action log replays to the same state. The
// named actions a transition returns are effects, performed by a listener (injetar.ts).
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type SnapshotFrom,
} from 'xstate';

/** What Redux keeps of a machine: its state value and its (plain data) context. */
export interface EstadoDe<M extends AnyStateMachine> {
  value: SnapshotFrom<M>['value'];
  context: ContextFrom<M>;
}

export type EventoDe<M extends AnyStateMachine> = EventFromLogic<M>;

export interface MaquinaComoReducer<M extends AnyStateMachine> {
  /** The machine's id: its slice's key in the store and its events' prefix. */
  id: string;
  estadoInicial: () => EstadoDe<M>;
  /** Leaves the very same object for an event the state does not take (no re-render). */
  reducer: (estado: EstadoDe<M> | undefined, action: UnknownAction) => EstadoDe<M>;
  /** The next state and the names of the effects the machine asks for, for one event. */
  proximo: (estado: EstadoDe<M>, evento: EventoDe<M>) => { state: EstadoDe<M>; efeitos: string[] };
  /** Whether the machine takes this event in this state (the same rule for reducer and effects). */
  aceita: (estado: EstadoDe<M>, evento: EventoDe<M>) => boolean;
  ehEvento: (action: UnknownAction) => action is EventoDe<M>;
  /** The machine's state in the store; a slice not injected yet reads as the initial state. */
  selecionar: (raiz: object) => EstadoDe<M>;
}

/**
 * A machine's effect actions by name. The machine only names them: the transition returns them and
 * the listener (injetar.ts) performs them, so inside the machine they do nothing.
 */
export const acoesDeEfeito = <const N extends string>(...nomes: N[]) =>
  Object.fromEntries(nomes.map((nome) => [nome, () => undefined])) as Record<N, () => undefined>;

export function maquinaComoReducer<M extends AnyStateMachine>(maquina: M): MaquinaComoReducer<M> {
  const prefixo = `${maquina.id}.`;
  // XState types a generic machine's snapshots loosely: each machine's own types are exact.
  const snapshotDe = (estado: EstadoDe<M>) => maquina.resolveState(estado) as SnapshotFrom<M>;
  const paraRedux = (snapshot: SnapshotFrom<M>): EstadoDe<M> => {
    const { value, context } = snapshot as EstadoDe<M>;
    return { value, context };
  };

  const estadoInicial = () =>
    paraRedux(initialTransition(maquina as AnyStateMachine)[0] as SnapshotFrom<M>);
  const inicial = estadoInicial();

  const proximo = (estado: EstadoDe<M>, evento: EventoDe<M>) => {
    const [snapshot, acoes] = transition(maquina, snapshotDe(estado), evento);
    return { state: paraRedux(snapshot), efeitos: acoes.map((a) => a.type) };
  };
  const aceita = (estado: EstadoDe<M>, evento: EventoDe<M>) =>
    (snapshotDe(estado) as { can: (e: EventoDe<M>) => boolean }).can(evento);
  const ehEvento = (action: UnknownAction): action is EventoDe<M> =>
    action.type.startsWith(prefixo);

  return {
    id: maquina.id,
    estadoInicial,
    reducer: (estado = inicial, action) => {
      if (!ehEvento(action) || !aceita(estado, action)) return estado;
      return proximo(estado, action).state;
    },
    proximo,
    aceita,
    ehEvento,
    selecionar: (raiz) => (raiz as Partial<Record<string, EstadoDe<M>>>)[maquina.id] ?? inicial,
  };
}
