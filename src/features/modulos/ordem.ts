// Moving an entry one place up or down: the modules of /modulos and the curriculum's rows.

export type Direcao = 'subir' | 'descer';

/** The list with the entry at `indice` swapped with its neighbour; the same list at an edge. */
export function mover<T>(lista: readonly T[], indice: number, direcao: Direcao): T[] {
  const destino = direcao === 'subir' ? indice - 1 : indice + 1;
  const copia = [...lista];
  const a = copia[indice];
  const b = copia[destino];
  if (a === undefined || b === undefined) return copia;
  copia[indice] = b;
  copia[destino] = a;
  return copia;
}

/** What a screen reader hears after a move: 'Comunicação: posição 2 de 5.' */
export const anuncioDePosicao = (nome: string, posicao: number, total: number) =>
  `${nome}: posição ${String(posicao)} de ${String(total)}.`;
