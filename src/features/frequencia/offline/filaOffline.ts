// The sender of the days saved on this device, and the screens' ways to change the queue: thunks
// over the store's slice (filaSlice.ts) and the device's storage (fila.ts). Sending starts once per
// store, when the attendance screen is first shown in this tab, and keeps going on other screens:
// on start, on the browser's `online` event, and every 30 s while something waits
// (navigator.onLine can say true while the server is unreachable). It sends for whoever is signed
// in at that moment, through the screen's own PUT (so the day's tags refetch).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { formatarData } from '../../../shared/format';
import { toast } from '../../../shared/toast';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RootState, ServicosDaStore } from '../../../store/store';
import { enhancedApi } from '../api';
import { enviarPendentes, manterOMeu } from './envio';
import {
  armazemEmMemoria,
  armazemIndexedDb,
  chaveDoDia,
  type Armazem,
  type CorpoDoDia,
  type DiaPendente,
} from './fila';
import { envioComecou, envioTerminou, lida, selecionarFila, type EstadoDaFila } from './filaSlice';

export const TEXTO_SALVO_NO_APARELHO = 'salvo neste aparelho, será enviado';
export const TEXTO_ENVIADA = 'Frequência enviada';
export const INTERVALO_DE_ENVIO_MS = 30_000;

declare module '../../../store/store' {
  interface ServicosDaStore {
    /** Where this store keeps the queue (tests pass one in memory); IndexedDB when absent. */
    armazemDaFila?: Armazem;
  }
}

type Acao<R> = ThunkAction<R, RootState, ServicosDaStore, UnknownAction>;

/**
 * What a store's sender holds besides state (a storage handle, the round in progress, the timer's
 * stop): not serializable, so kept beside the store, one set per store (its services object).
 */
interface DoStore {
  armazem: Armazem;
  emAndamento: Promise<void> | null;
  parar: (() => void) | null;
}

const porStore = new WeakMap<ServicosDaStore, DoStore>();

function doStore(servicos: ServicosDaStore): DoStore {
  let meu = porStore.get(servicos);
  if (!meu) {
    const armazem =
      servicos.armazemDaFila ??
      (typeof indexedDB === 'undefined' ? armazemEmMemoria() : armazemIndexedDb);
    meu = { armazem, emAndamento: null, parar: null };
    porStore.set(servicos, meu);
  }
  return meu;
}

/** Reads the device's storage into the store. */
const recarregar = (): Acao<Promise<void>> => async (dispatch, _getState, servicos) => {
  try {
    dispatch(lida(await doStore(servicos).armazem.listar()));
  } catch {
    // IndexedDB refused (a private window, storage full): nothing pending can be shown.
    dispatch(lida([]));
  }
};

const dataDe = (dia: DiaPendente) => formatarData(dia.corpo.data);

/** Sends what waits now (one round at a time; a call during a round waits for it). */
export const enviarAgora = (): Acao<Promise<void>> => (dispatch, getState, servicos) => {
  const meu = doStore(servicos);
  if (meu.emAndamento) return meu.emAndamento;
  const usuarioId = getState().sessao.user?.id;
  if (usuarioId === undefined) return Promise.resolve();
  dispatch(envioComecou());
  meu.emAndamento = (async () => {
    try {
      const r = await enviarPendentes(meu.armazem, usuarioId, async (corpo) => {
        const pedido = dispatch(enhancedApi.endpoints.frequenciaSalvar.initiate({ body: corpo }));
        const resultado = await pedido;
        pedido.reset();
        return resultado;
      });
      if (r.enviados.length > 0) toast.success(TEXTO_ENVIADA);
      for (const dia of r.conflitos)
        toast.warning(
          `Outra pessoa alterou a frequência de ${dataDe(dia)}: abra o dia e escolha qual fica.`,
        );
      for (const dia of r.recusados)
        toast.error(`A frequência de ${dataDe(dia)} não foi aceita: ${dia.mensagem ?? ''}`);
    } catch {
      // The storage failed mid-way; the next try reads it again.
    } finally {
      meu.emAndamento = null;
      await dispatch(recarregar());
      dispatch(envioTerminou());
    }
  })();
  return meu.emAndamento;
};

/**
 * Starts this store's sender (the first call; later ones do nothing). Returns its stop function
 * (tests; the app keeps it running for the tab's life).
 */
export const iniciarEnvio = (): Acao<() => void> => (dispatch, getState, servicos) => {
  const meu = doStore(servicos);
  if (meu.parar) return meu.parar;
  const aoVoltarARede = () => void dispatch(enviarAgora());
  window.addEventListener('online', aoVoltarARede);
  const timer = setInterval(() => {
    if (selecionarFila(getState()).dias.some((d) => d.estado === 'pendente'))
      void dispatch(enviarAgora());
  }, INTERVALO_DE_ENVIO_MS);
  meu.parar = () => {
    window.removeEventListener('online', aoVoltarARede);
    clearInterval(timer);
    meu.parar = null;
  };
  void dispatch(recarregar()).then(() => dispatch(enviarAgora()));
  return meu.parar;
};

/**
 * A save that could not reach the server, kept here (a second one of the same day replaces it) and
 * announced; the error sentence when the browser refused to keep it, null otherwise.
 */
export const guardarSemRede =
  (corpo: CorpoDoDia, usuarioId: number): Acao<Promise<string | null>> =>
  async (dispatch, _getState, servicos) => {
    try {
      await doStore(servicos).armazem.guardar({
        chave: chaveDoDia(corpo.turmaId, corpo.data),
        usuarioId,
        corpo,
        guardadoEm: new Date().toISOString(),
        estado: 'pendente',
      });
    } catch {
      return 'Sem conexão, e este navegador não permitiu guardar a chamada. Tente de novo.';
    }
    await dispatch(recarregar());
    toast.info(`Sem conexão: ${TEXTO_SALVO_NO_APARELHO}.`);
    return null;
  };

/** "Take the server's": the day saved on this device is dropped. */
export const descartarDoAparelho =
  (chave: string): Acao<Promise<void>> =>
  async (dispatch, _getState, servicos) => {
    await doStore(servicos).armazem.remover(chave);
    await dispatch(recarregar());
  };

/** "Keep mine": the same marks over the server's current versao, sent at once. */
export const manterDoAparelho =
  (dia: DiaPendente, versaoAtual: number | undefined): Acao<Promise<void>> =>
  async (dispatch, _getState, servicos) => {
    await doStore(servicos).armazem.guardar(manterOMeu(dia, versaoAtual));
    await dispatch(recarregar());
    await dispatch(enviarAgora());
  };

/** The queue as it is now (re-renders when it changes); the first reader has it read. */
export function useFilaOffline(): EstadoDaFila {
  const dispatch = useAppDispatch();
  const fila = useAppSelector(selecionarFila);
  const { carregada } = fila;
  useEffect(() => {
    if (!carregada) void dispatch(recarregar());
  }, [carregada, dispatch]);
  return fila;
}
