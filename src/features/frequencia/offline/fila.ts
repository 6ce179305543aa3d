// The days saved on this device while the server could not be reached, waiting to be sent: one
// entry per class and date (a second save of the same day replaces the first, keeping the versao
// the person started from). Stored in IndexedDB through a few lines of our own (no library); the
// sending logic takes any `Armazem`, so tests use the one in memory.
import { BANCO_OFFLINE } from '../../../shared/offline/nomes';
import type { FrequenciaSalvarApiArg } from '../api';
import type { Linha } from '../chamada';

export type CorpoDoDia = FrequenciaSalvarApiArg['body'];

export interface DiaPendente {
  /** `${turmaId}|${data}` */
  chave: string;
  /** Whose save it is: only that person's session sends it or sees it. */
  usuarioId: number;
  /** The PUT as it will be sent, with the versao the marks were based on (none on a first save). */
  corpo: CorpoDoDia;
  /** ISO date-time of the save on this device. */
  guardadoEm: string;
  /**
   * 'pendente': waits for the network. 'conflito': someone else saved the day meanwhile (409);
   * the person decides. 'recusado': the server refused it for another reason (`mensagem`).
   */
  estado: 'pendente' | 'conflito' | 'recusado';
  mensagem?: string;
}

export interface Armazem {
  listar(): Promise<DiaPendente[]>;
  guardar(dia: DiaPendente): Promise<void>;
  remover(chave: string): Promise<void>;
}

export const chaveDoDia = (turmaId: number, data: string) => `${String(turmaId)}|${data}`;

/** The roster's rows with the marks of a save kept on this device (what the person saw). */
export function comMarcasGuardadas(linhas: readonly Linha[], corpo: CorpoDoDia): Linha[] {
  const marcas = new Map(corpo.registros.map((r) => [r.aprendizId, r]));
  return linhas.map((l) => {
    const r = marcas.get(l.aprendizId);
    return r ? { ...l, status: r.status, justificativa: r.justificativa ?? '' } : l;
  });
}

const LOJA = 'dias';

function abrir(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const pedido = indexedDB.open(BANCO_OFFLINE, 1);
    pedido.onupgradeneeded = () => {
      pedido.result.createObjectStore(LOJA, { keyPath: 'chave' });
    };
    pedido.onsuccess = () => {
      resolve(pedido.result);
    };
    pedido.onerror = () => {
      reject(pedido.error ?? new Error('IndexedDB indisponível.'));
    };
  });
}

/** One operation in its own transaction; the connection is closed after it (sign-out deletes the database). */
async function operar<T>(
  modo: IDBTransactionMode,
  fazer: (loja: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const banco = await abrir();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transacao = banco.transaction(LOJA, modo);
      const pedido = fazer(transacao.objectStore(LOJA));
      transacao.oncomplete = () => {
        resolve(pedido.result as T);
      };
      transacao.onerror = () => {
        reject(transacao.error ?? new Error('Falha ao gravar neste aparelho.'));
      };
      transacao.onabort = transacao.onerror;
    });
  } finally {
    banco.close();
  }
}

export const armazemIndexedDb: Armazem = {
  listar: () => operar<DiaPendente[]>('readonly', (l) => l.getAll()),
  guardar: (dia) => operar<unknown>('readwrite', (l) => l.put(dia)).then(() => undefined),
  remover: (chave) => operar<unknown>('readwrite', (l) => l.delete(chave)).then(() => undefined),
};

/** The same contract in memory: for tests, and for a browser without IndexedDB (private modes). */
export function armazemEmMemoria(iniciais: DiaPendente[] = []): Armazem {
  const dias = new Map(iniciais.map((d) => [d.chave, d]));
  return {
    listar: () => Promise.resolve([...dias.values()]),
    guardar: (dia) => {
      dias.set(dia.chave, JSON.parse(JSON.stringify(dia)) as DiaPendente);
      return Promise.resolve();
    },
    remover: (chave) => {
      dias.delete(chave);
      return Promise.resolve();
    },
  };
}
