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

/**
 * One full turn of the event loop. An export's rows come out of an async generator, and a batch
 * already read is handed on through microtasks only, which run before any I/O: without this turn
 * a batch's conversion and the next query's start would keep the loop from the requests waiting
 * (issue 37: no request may wait behind an export). On the embedded database it also lets their
 * queries in before the export's next batch takes the single connection.
 */
export const cederAoLaco = () => new Promise<void>((pronto) => setImmediate(pronto));

/**
 * Rows in a batch: on the embedded database a query runs on this thread, so a batch is as long as
 * the loop is held; 500 rows are a few milliseconds there and a round trip's worth on PostgreSQL.
 */
export const TAMANHO_DO_LOTE = 500;

/**
 * Reads rows in batches so an export of 150,000 rows never holds them all in memory, with the
 * event loop free between batches. For the small lists (classes, partners, reports) the OFFSET
 * batches are cheap; the apprentices' list, the one that reaches 150,000, reads by ids
 * (`emLotesDeIds`).
 */
export async function* emLotes<T>(
  buscar: (offset: number, limite: number) => PromiseLike<T[]>,
  tamanho = TAMANHO_DO_LOTE,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += tamanho) {
    const lote = await buscar(offset, tamanho);
    yield* lote;
    if (lote.length < tamanho) return;
    await cederAoLaco();
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
  tamanho = TAMANHO_DO_LOTE,
): AsyncGenerator<T> {
  for (let i = 0; i < ids.length; i += tamanho) {
    if (i > 0) await cederAoLaco();
    const lote = ids.slice(i, i + tamanho);
    const porId = new Map((await buscar(lote)).map((linha) => [idDe(linha), linha]));
    for (const id of lote) {
      const linha = porId.get(id);
      if (linha !== undefined) yield linha;
    }
  }
}

/**
 * Reads rows in batches by keyset: each batch asks for the rows after the last one read (its sort
 * key and id), so every batch costs the same wherever it is, and a batch of the embedded database
 * holds its thread for a few milliseconds, the event loop free between batches.
 */
export async function* emLotesPorChave<T, K>(
  buscar: (depois: K | null, tamanho: number) => PromiseLike<T[]>,
  chaveDe: (linha: T) => K,
  tamanho = TAMANHO_DO_LOTE,
): AsyncGenerator<T> {
  for (let depois: K | null = null; ;) {
    const lote = await buscar(depois, tamanho);
    yield* lote;
    const ultima = lote.at(-1);
    if (lote.length < tamanho || ultima === undefined) return;
    depois = chaveDe(ultima);
    await cederAoLaco();
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
