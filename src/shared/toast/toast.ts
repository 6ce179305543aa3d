// How code raises toasts: toast.success('Salvo.'), or for slow work a loading toast that stays
// until it is resolved: const t = toast.loading('Gerando relatório...'); t.sucesso('Pronto.').
// This module is tiny and free of notistack on purpose: the toast area (notistack, icons,
// swipe) loads in its own chunk when it is first needed (someone signed in, or a toast raised),
// and connects itself here; toasts raised before that wait in a short queue.
import type { TipoToast } from './variantes';

export interface OpcoesToast {
  variant: TipoToast;
  persist: boolean;
  key: string;
}

/** What the mounted toast area offers (notistack's enqueue/close). */
export interface DestinoToast {
  mostrar: (mensagem: string, opcoes: OpcoesToast) => void;
  fechar: (key: string) => void;
}

export interface ToastCarregando {
  sucesso: (mensagem: string) => void;
  erro: (mensagem: string) => void;
  fechar: () => void;
}

const FILA_MAXIMA = 20;
let destino: DestinoToast | undefined;
let fila: ((d: DestinoToast) => void)[] = [];
let sequencia = 0;

/** Called by the toast area when it mounts; returns the disconnect function. */
export function conectarDestino(d: DestinoToast): () => void {
  destino = d;
  const pendentes = fila;
  fila = [];
  for (const f of pendentes) f(d);
  return () => {
    if (destino === d) destino = undefined;
  };
}

let pedido = false;
const ouvintes = new Set<() => void>();

/**
 * Whether a toast was raised before any area was mounted. The app mounts its area (notistack, in
 * its own chunk) once someone is signed in or once this turns true, so /login does not download
 * it for nothing; shaped for useSyncExternalStore.
 */
export const toastPedido = {
  assinar: (ouvinte: () => void): (() => void) => {
    ouvintes.add(ouvinte);
    return () => {
      ouvintes.delete(ouvinte);
    };
  },
  valor: (): boolean => pedido,
};

function executar(f: (d: DestinoToast) => void): void {
  if (destino) {
    f(destino);
    return;
  }
  if (fila.length < FILA_MAXIMA) fila.push(f);
  if (!pedido) {
    pedido = true;
    for (const ouvinte of ouvintes) ouvinte();
  }
}

function mostrar(variant: TipoToast, mensagem: string, persist = false): string {
  sequencia += 1;
  const key = `toast-${sequencia}`;
  executar((d) => {
    d.mostrar(mensagem, { variant, persist, key });
  });
  return key;
}

const fechar = (key: string) => {
  executar((d) => {
    d.fechar(key);
  });
};

export const toast = {
  success: (mensagem: string) => mostrar('success', mensagem),
  info: (mensagem: string) => mostrar('info', mensagem),
  warning: (mensagem: string) => mostrar('warning', mensagem),
  error: (mensagem: string) => mostrar('error', mensagem),
  /** Stays (no time-out) until resolved with sucesso/erro or closed. */
  loading(mensagem: string): ToastCarregando {
    const key = mostrar('loading', mensagem, true);
    const trocar = (variant: TipoToast) => (texto: string) => {
      fechar(key);
      mostrar(variant, texto);
    };
    return {
      sucesso: trocar('success'),
      erro: trocar('error'),
      fechar: () => {
        fechar(key);
      },
    };
  },
  fechar,
};
