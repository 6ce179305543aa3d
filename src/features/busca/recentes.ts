// The palette's recent items, per user, in localStorage. Decision: an item keeps only what the
// palette showed as its title and its address (for an apprentice, the name and /aprendizes/12):
// no CPF, situação or other second line, so the browser holds no more personal data than the
// label a person already saw. At most MAXIMO; a read that fails (private mode, a full or corrupt
// storage) is simply no recents.
import type { ItemPaleta } from './itens';

export const MAXIMO_RECENTES = 6;

export type ItemRecente = Pick<ItemPaleta, 'chave' | 'tipo' | 'rotulo' | 'caminho'>;

export const chaveDosRecentes = (usuarioId: number) => `paleta-recentes:${String(usuarioId)}`;

const ehRecente = (v: unknown): v is ItemRecente => {
  if (v === null || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.chave === 'string' &&
    typeof r.tipo === 'string' &&
    typeof r.rotulo === 'string' &&
    typeof r.caminho === 'string' &&
    r.caminho.startsWith('/')
  );
};

export function lerRecentes(usuarioId: number): ItemRecente[] {
  try {
    const bruto: unknown = JSON.parse(localStorage.getItem(chaveDosRecentes(usuarioId)) ?? '[]');
    return Array.isArray(bruto) ? bruto.filter(ehRecente).slice(0, MAXIMO_RECENTES) : [];
  } catch {
    return [];
  }
}

/** The item first, without a previous copy of it, and nothing past MAXIMO_RECENTES. */
export function guardarRecente(usuarioId: number, item: ItemPaleta): void {
  const recente: ItemRecente = {
    chave: item.chave,
    tipo: item.tipo,
    rotulo: item.rotulo,
    caminho: item.caminho,
  };
  const lista = [recente, ...lerRecentes(usuarioId).filter((r) => r.chave !== item.chave)];
  try {
    localStorage.setItem(
      chaveDosRecentes(usuarioId),
      JSON.stringify(lista.slice(0, MAXIMO_RECENTES)),
    );
  } catch {
    // A full or blocked storage only costs the recents.
  }
}
