// The queue of days saved on this device, as the screens see it: a slice of the store (plain,
// serializable state, in the DevTools, fresh with every store a test makes), injected when the
// attendance chunk loads. IndexedDB (fila.ts) stays where the days are kept across reloads, in
// the same database and format; this slice mirrors it after every change (`lida`), and the
// sender (filaOffline.ts) says when a round of sending starts and ends.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../../store/store';
import type { DiaPendente } from './fila';

export interface EstadoDaFila {
  /** False until the device's storage was read once (the day's screen waits for it). */
  carregada: boolean;
  dias: DiaPendente[];
  /** A round of sending is running (one at a time per store). */
  enviando: boolean;
}

const inicial: EstadoDaFila = { carregada: false, dias: [], enviando: false };

export const filaSlice = createSlice({
  name: 'filaOffline',
  initialState: inicial,
  reducers: {
    /** What the device's storage holds now (after a read, or after a save, a send, a discard). */
    lida(estado, acao: PayloadAction<DiaPendente[]>) {
      estado.carregada = true;
      estado.dias = acao.payload;
    },
    envioComecou(estado) {
      estado.enviando = true;
    },
    envioTerminou(estado) {
      estado.enviando = false;
    },
  },
});

export const { lida, envioComecou, envioTerminou } = filaSlice.actions;

declare module '../../../store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof filaSlice> {}
}

const injetada = filaSlice.injectInto(rootReducer);

/** The queue in the store's state (the initial one before the slice was injected). */
export const selecionarFila = (estado: RootState) => injetada.selectSlice(estado);
