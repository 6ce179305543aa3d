// What an export needs to know about a column: its Portuguese title, how to read it from a row and
// what kind of value it is (numbers and dates are written as such, so Excel can sum and sort them).
export type TipoColuna = 'texto' | 'numero' | 'moeda' | 'data';

export type ValorCelula = string | number | Date | boolean | null | undefined;

export interface ColunaExportacao<T> {
  titulo: string;
  valor: (linha: T) => ValorCelula;
  tipo?: TipoColuna;
}

/** Reads rows in batches so an export of 150,000 rows never holds them all in memory. */
export async function* emLotes<T>(
  buscar: (offset: number, limite: number) => Promise<T[]>,
  tamanho = 1000,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += tamanho) {
    const lote = await buscar(offset, tamanho);
    yield* lote;
    if (lote.length < tamanho) return;
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
