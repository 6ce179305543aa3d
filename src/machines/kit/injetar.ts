// Plugs a machine into every store: its reducer into the root reducer (combineSlices) and a listener
// that performs its effects into the dynamic middleware. Called at the top level of the module of a
// machine's effects, so the machine is in the store as soon as a chunk imports that module, and in
// every store made later (tests) too: the allocation flows come with the turmas screens' chunk,
// the auth machine when a stored session must be checked or the sign-in form is submitted
// (carregarAuth.ts).
import {
  createListenerMiddleware,
  type ListenerEffectAPI,
  type Middleware,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AnyStateMachine } from 'xstate';
import { useAppSelector } from '../../store/hooks';
import {
  middlewareDinamico,
  rootReducer,
  type RootState,
  type ServicosDaStore,
} from '../../store/store';
import type { EstadoDe, EventoDe, MaquinaComoReducer } from './maquinaComoReducer';

type DispatchDosEfeitos = ThunkDispatch<RootState, ServicosDaStore, UnknownAction>;

/** The listener's API: state after the event, the state before it, dispatch, signal, ... */
export type ApiDosEfeitos = ListenerEffectAPI<RootState, DispatchDosEfeitos>;

export type Efeito<M extends AnyStateMachine> = (
  evento: EventoDe<M>,
  api: ApiDosEfeitos,
) => Promise<void> | void;

/** A machine's effects, by the name of the action that asks for them in the machine. */
export type Efeitos<M extends AnyStateMachine> = Partial<Record<string, Efeito<M>>>;

/**
 * Injects the machine with its effects and returns the hook screens read its state with. `efeitos`
 * may be a function: it is called once per store, for effects that keep something per store (a
 * timer). The hook also keeps the calling module in its chunk: webpack drops modules of src/ whose
 * exports nobody uses, side effects included.
 */
export function injetar<M extends AnyStateMachine>(
  maquina: MaquinaComoReducer<M>,
  efeitos: Efeitos<M> | (() => Efeitos<M>),
): () => EstadoDe<M> {
  // The store's declared slices do not name the machines (each one types its own state).
  rootReducer.inject({ reducerPath: maquina.id, reducer: maquina.reducer } as never);

  // One listener per store (the dynamic middleware applies this once for each store).
  const efeitosPorStore: Middleware<object, RootState, DispatchDosEfeitos> = (api) => {
    const doStore = typeof efeitos === 'function' ? efeitos() : efeitos;
    const listener = createListenerMiddleware<RootState, DispatchDosEfeitos>();
    listener.startListening({
      predicate: maquina.ehEvento,
      effect: async (action, l) => {
        const anterior = maquina.selecionar(l.getOriginalState());
        // An event the machine does not take in that state has no effects (same rule as the reducer).
        if (!maquina.aceita(anterior, action)) return;
        for (const nome of maquina.proximo(anterior, action).efeitos) {
          await doStore[nome]?.(action, l);
        }
      },
    });
    return listener.middleware(api);
  };
  middlewareDinamico.addMiddleware(efeitosPorStore as Middleware);

  function useEstado(): EstadoDe<M> {
    return useAppSelector(maquina.selecionar);
  }
  return useEstado;
}
