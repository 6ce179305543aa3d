// Seeded draws for the demo data of partners, educators and classes, on the apprentices' demo
// generator (mulberry32): the same seed gives the same rows on every machine (Math.random would not).
import { prng } from './demo/aprendizes';

export interface Sorteio {
  /** [0, 1) */
  proximo(): number;
  /** An integer in [minimo, maximo], both included. */
  inteiro(minimo: number, maximo: number): number;
  escolher<T>(lista: readonly T[]): T;
  /** true with probability p. */
  chance(p: number): boolean;
  embaralhar<T>(lista: readonly T[]): T[];
}

export function criarSorteio(semente: number): Sorteio {
  const proximo = prng(semente);
  const inteiro = (minimo: number, maximo: number) =>
    minimo + Math.floor(proximo() * (maximo - minimo + 1));
  return {
    proximo,
    inteiro,
    escolher<T>(lista: readonly T[]): T {
      const item = lista[inteiro(0, lista.length - 1)];
      if (item === undefined) throw new Error('Sorteio numa lista vazia');
      return item;
    },
    chance: (p) => proximo() < p,
    embaralhar<T>(lista: readonly T[]): T[] {
      const copia = [...lista];
      for (let i = copia.length - 1; i > 0; i -= 1) {
        const j = inteiro(0, i);
        [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
      }
      return copia;
    },
  };
}

export const maisTarde = (a: string, b: string) => (a > b ? a : b);
export const maisCedo = (a: string, b: string) => (a < b ? a : b);
