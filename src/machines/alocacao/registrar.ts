// Plugs the allocation flow into every store (reducer and listener) the moment the turmas screens
// first import it, the way store/api.ts plugs RTK Query in: the flow is not part of the entry
// chunk, whose budget (/login <= 200 KB gzip) has ~3 KB left. Stores made later (tests) get it too.
import {
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useAppSelector } from '../../store/hooks';
import { middlewareDinamico, rootReducer } from '../../store/store';
import { alocacaoReducer, selectAlocacao, type AlocacaoState } from './alocacaoSlice';
import { iniciarEfeitosAlocacao, type EstadoDaAlocacao } from './efeitos';

declare module '../../store/store' {
  export interface LazyLoadedSlices {
    alocacao: AlocacaoState;
  }
}

rootReducer.inject({ reducerPath: 'alocacao', reducer: alocacaoReducer });

const listener = createListenerMiddleware();
iniciarEfeitosAlocacao(
  listener.startListening as TypedStartListening<
    EstadoDaAlocacao,
    ThunkDispatch<EstadoDaAlocacao, unknown, UnknownAction>
  >,
);
middlewareDinamico.addMiddleware(listener.middleware);

/**
 * The flow's state for a screen. Screens reach the flow through this hook, which also keeps this
 * module (and so the registration above) in their chunk: webpack drops modules of src/ whose
 * exports nobody uses, side effects included.
 */
export function useAlocacao(): AlocacaoState {
  return useAppSelector(selectAlocacao);
}
