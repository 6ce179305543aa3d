// What an export needs to know about a column: its Portuguese title, how to read it from a row and
// what kind of value it is (numbers and dates are written as such, so Excel can sum and sort them).
export type TipoColuna = 'texto' | 'numero' | 'moeda' | 'data';

export type ValorCelula = string | number | Date | boolean | null | undefined;

export interface ColunaExportacao<T> {
  titulo: string;
  valor: (linha: T) => ValorCelula;
  tipo?: TipoColuna;
}

/**
 * Lines around the table of a report's file: its title, filters and date before the column titles,
 * its summary after the last row (a list's export has none).
 */
export interface Moldura {
  antes: string[];
  depois: string[];
}

/** Reads rows in batches so an export of 150,000 rows never holds them all in memory. */
export async function* emLotes<T>(
  buscar: (offset: number, limite: number) => PromiseLike<T[]>,
  tamanho = 1000,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += tamanho) {
    const lote = await buscar(offset, tamanho);
    yield* lote;
    if (lote.length < tamanho) return;
  }
}

/**
 * Reads rows in batches by id, in the order of `ids`: for big sorted exports, one query lists the
 * matching ids in the list's order (an index scan) and each batch fetches its rows by id, instead of
 * OFFSET batches that re-read every earlier row (quadratic on 150,000 rows).
 */
export async function* emLotesDeIds<T>(
  ids: readonly number[],
  buscar: (lote: number[]) => Promise<T[]>,
  idDe: (linha: T) => number,
  tamanho = 1000,
): AsyncGenerator<T> {
  for (let i = 0; i < ids.length; i += tamanho) {
    const lote = ids.slice(i, i + tamanho);
    const porId = new Map((await buscar(lote)).map((linha) => [idDe(linha), linha]));
    for (const id of lote) {
      const linha = porId.get(id);
      if (linha !== undefined) yield linha;
    }
  }
}

/** 'aaaa-mm-dd' (how dates travel in the API) or a Date, as a Date at UTC midnight. */
export function comoData(valor: ValorCelula): Date | null {
  if (valor instanceof Date) return valor;
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valor)) {
    return new Date(`${valor.slice(0, 10)}T00:00:00Z`);
  }
  return null;
}
