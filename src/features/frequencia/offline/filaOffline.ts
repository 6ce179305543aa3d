// The queue of days saved on this device, as the screens see it: one small store (subscribe /
// snapshot, read with `useFilaOffline`) over the IndexedDB queue, and the sender that empties it.
// Sending starts once, when the attendance screen is first shown in this tab, and keeps going on
// other screens: on start, on the browser's `online` event, and every 30 s while something waits
// (navigator.onLine can say true while the server is unreachable).
import { useSyncExternalStore } from 'react';
import { formatarData } from '../../../shared/format';
import { toast } from '../../../shared/toast';
import { enviarPendentes, manterOMeu, type ResultadoDoEnvio } from './envio';
import {
  armazemEmMemoria,
  armazemIndexedDb,
  chaveDoDia,
  type Armazem,
  type CorpoDoDia,
  type DiaPendente,
} from './fila';

export const TEXTO_SALVO_NO_APARELHO = 'salvo neste aparelho, será enviado';
export const TEXTO_ENVIADA = 'Frequência enviada';
export const INTERVALO_DE_ENVIO_MS = 30_000;

export interface EstadoDaFila {
  carregada: boolean;
  dias: readonly DiaPendente[];
}

let armazem: Armazem = typeof indexedDB === 'undefined' ? armazemEmMemoria() : armazemIndexedDb;
let estado: EstadoDaFila = { carregada: false, dias: [] };
const ouvintes = new Set<() => void>();

function publicar(novo: EstadoDaFila) {
  estado = novo;
  for (const ouvinte of ouvintes) ouvinte();
}

async function recarregar(): Promise<void> {
  try {
    publicar({ carregada: true, dias: await armazem.listar() });
  } catch {
    // IndexedDB refused (a private window, storage full): nothing pending can be shown.
    publicar({ carregada: true, dias: [] });
  }
}

export interface Envio {
  usuarioId: number;
  put: (corpo: CorpoDoDia) => Promise<ResultadoDoEnvio>;
}

let envio: Envio | null = null;
let emAndamento: Promise<void> | null = null;
let parar: (() => void) | null = null;

const dataDe = (dia: DiaPendente) => formatarData(dia.corpo.data);

/** Sends what waits now (one run at a time; a call during a run waits for it). */
export function enviarAgora(): Promise<void> {
  if (emAndamento) return emAndamento;
  const atual = envio;
  if (!atual) return Promise.resolve();
  emAndamento = (async () => {
    try {
      const r = await enviarPendentes(armazem, atual.usuarioId, atual.put);
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
      emAndamento = null;
      await recarregar();
    }
  })();
  return emAndamento;
}

/**
 * Starts the sender for the signed-in person (the first call; later ones only update who and how
 * it sends). Returns the stop function (tests; the app keeps it running for the tab's life).
 */
export function iniciarEnvio(novo: Envio): () => void {
  envio = novo;
  if (parar) return parar;
  const aoVoltarARede = () => void enviarAgora();
  window.addEventListener('online', aoVoltarARede);
  const timer = setInterval(() => {
    if (estado.dias.some((d) => d.estado === 'pendente')) void enviarAgora();
  }, INTERVALO_DE_ENVIO_MS);
  parar = () => {
    window.removeEventListener('online', aoVoltarARede);
    clearInterval(timer);
    parar = null;
    envio = null;
  };
  void recarregar().then(enviarAgora);
  return parar;
}

/**
 * A save that could not reach the server, kept here (a second one of the same day replaces it) and
 * announced; the error sentence when the browser refused to keep it, null otherwise.
 */
export async function guardarSemRede(corpo: CorpoDoDia, usuarioId: number): Promise<string | null> {
  try {
    await armazem.guardar({
      chave: chaveDoDia(corpo.turmaId, corpo.data),
      usuarioId,
      corpo,
      guardadoEm: new Date().toISOString(),
      estado: 'pendente',
    });
  } catch {
    return 'Sem conexão, e este navegador não permitiu guardar a chamada. Tente de novo.';
  }
  await recarregar();
  toast.info(`Sem conexão: ${TEXTO_SALVO_NO_APARELHO}.`);
  return null;
}

/** "Take the server's": the day saved on this device is dropped. */
export async function descartarDoAparelho(chave: string): Promise<void> {
  await armazem.remover(chave);
  await recarregar();
}

/** "Keep mine": the same marks over the server's current versao, sent at once. */
export async function manterDoAparelho(dia: DiaPendente, versaoAtual: number | undefined) {
  await armazem.guardar(manterOMeu(dia, versaoAtual));
  await recarregar();
  await enviarAgora();
}

const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  if (!estado.carregada) void recarregar();
  return () => {
    ouvintes.delete(ouvinte);
  };
};
const instantaneo = () => estado;

/** The queue as it is now (re-renders when it changes). */
export function useFilaOffline(): EstadoDaFila {
  return useSyncExternalStore(assinar, instantaneo, instantaneo);
}

/** Tests: a fresh queue over the given storage. */
export function reiniciarFilaParaTestes(novo: Armazem = armazemEmMemoria()): void {
  parar?.();
  armazem = novo;
  estado = { carregada: false, dias: [] };
  emAndamento = null;
}
