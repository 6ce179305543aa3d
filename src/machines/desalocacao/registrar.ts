// Plugs the desalocar flow into every store when the turmas screens first import it (see
// ../alocacao/registrar.ts for why it is not in the entry chunk).
import {
  createListenerMiddleware,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { useAppSelector } from '../../store/hooks';
import { middlewareDinamico, rootReducer } from '../../store/store';
import { desalocacaoReducer, selectDesalocacao, type DesalocacaoState } from './desalocacaoSlice';
import { iniciarEfeitosDesalocacao, type EstadoDaDesalocacao } from './efeitos';

declare module '../../store/store' {
  export interface LazyLoadedSlices {
    desalocacao: DesalocacaoState;
  }
}

rootReducer.inject({ reducerPath: 'desalocacao', reducer: desalocacaoReducer });

const listener = createListenerMiddleware();
iniciarEfeitosDesalocacao(
  listener.startListening as TypedStartListening<
    EstadoDaDesalocacao,
    ThunkDispatch<EstadoDaDesalocacao, unknown, UnknownAction>
  >,
);
middlewareDinamico.addMiddleware(listener.middleware);

/**
 * The flow's state for a screen. Screens reach the flow through this hook, which also keeps this
 * module (and so the registration above) in their chunk: webpack drops modules of src/ whose
 * exports nobody uses, side effects included.
 */
export function useDesalocacao(): DesalocacaoState {
  return useAppSelector(selectDesalocacao);
}
