// An unfinished contract survives a reload: the flow's slice goes through redux-persist like the
// session (localStorage 'persist:contrato'; the flow carries no token or password). The slice is
// injected with the contract screens, after persistStore has run, so it asks for its own
// rehydration (persistirContrato) when a screen first reads it, and the screen waits for it.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, PERSIST, REHYDRATE, type PersistedState } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { ContratoState } from './contratoMachine';
import { termosVazios } from './passos';

export const CHAVE_DO_RASCUNHO = 'contrato';

/** What the slice holds once persisted: redux-persist adds its own `_persist`. */
export type ContratoPersistido = ContratoState & PersistedState;

/** Read back: a wait the reload cut short is not waited for again (its answer never comes). */
function retomavel(guardado: ContratoState): ContratoState {
  // A draft stored before a field existed (the practice week, issue 34) gets it empty.
  const termos = { ...termosVazios(), ...guardado.context.termos };
  const context = { ...guardado.context, termos, carregandoOrigem: false };
  if (guardado.value === 'salvando') {
    return {
      value: 'falhou',
      context: {
        ...context,
        falha: {
          mensagem:
            'A página foi recarregada enquanto o contrato era salvo. Confira na lista de contratos se ele foi criado antes de salvar de novo.',
          erros: {},
        },
      },
    };
  }
  if (typeof guardado.value === 'object' && guardado.value.revisao === 'verificando') {
    return {
      value: { revisao: 'indisponivel' },
      context: {
        ...context,
        erro: 'A verificação foi interrompida pelo recarregamento da página: verifique de novo.',
      },
    };
  }
  return { ...guardado, context };
}

type ReducerDoFluxo = (estado: ContratoState | undefined, action: UnknownAction) => ContratoState;

/**
 * The machine's reducer, persisted. Typed as the machine's own: the slice also holds redux-persist's
 * `_persist`, which the machine ignores (it reads `value` and `context` only).
 */
export function persistido(reducer: ReducerDoFluxo): ReducerDoFluxo {
  return persistReducer<ContratoState>(
    {
      key: CHAVE_DO_RASCUNHO,
      storage,
      whitelist: ['value', 'context'],
      // What was stored replaces the initial state whole (the flow is one piece).
      stateReconciler: (guardado: Partial<ContratoState>, _original, atual) =>
        guardado.value !== undefined && guardado.context !== undefined
          ? { ...atual, ...retomavel(guardado as ContratoState) }
          : atual,
    },
    // redux-persist hands the reducer `{}` (not undefined) when its first action finds no state,
    // as happens when PERSIST is the first action after the slice is injected: start from the
    // machine's initial state then.
    (estado: Partial<ContratoState> | undefined, action: UnknownAction) =>
      reducer(estado?.value === undefined ? undefined : (estado as ContratoState), action),
  ) as ReducerDoFluxo;
}

/**
 * Starts this slice's rehydration in a store that has not started it (redux-persist's own PERSIST
 * action, with callbacks that send the stored state back to the same store).
 */
export const persistirContrato =
  (): ThunkAction<void, unknown, unknown, UnknownAction> => (dispatch, getState) => {
    if (rascunho(getState())._persist) return;
    dispatch({
      type: PERSIST,
      key: CHAVE_DO_RASCUNHO,
      register: () => undefined,
      rehydrate: (key: string, payload: unknown, err: unknown) => {
        dispatch({ type: REHYDRATE, key, payload, err });
      },
    });
  };

/** The flow's slice with redux-persist's mark (empty before the screens inject it). */
export const rascunho = (raiz: unknown): Partial<ContratoPersistido> =>
  (raiz as Partial<Record<string, Partial<ContratoPersistido>>>)[CHAVE_DO_RASCUNHO] ?? {};

/** Whether the stored draft has been read back (before it, the screen shows nothing to edit). */
export const reidratado = (fatia: Partial<ContratoPersistido>): boolean =>
  fatia._persist?.rehydrated === true;
