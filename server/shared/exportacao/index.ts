// Export of any list, with the list's own filters and sort, all rows, streamed as CSV or XLSX.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ColunaExportacao, Moldura } from './colunas';
import { csvStream } from './csv';
import { xlsxStream } from './xlsx';

export {
  emLotes,
  emLotesDeIds,
  emLotesPorChave,
  TAMANHO_DO_LOTE,
  type ColunaExportacao,
  type Moldura,
} from './colunas';
export { csvStream } from './csv';
export { xlsxStream } from './xlsx';

export type FormatoExportacao = 'csv' | 'xlsx';

const tipos: Record<FormatoExportacao, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The rows with the first one already read. Reading it runs the first query, so bad input or a
 * failing query answers a problem+json before the first byte; a failure after that byte makes
 * Fastify destroy the response (an incomplete chunked transfer the client sees as an error),
 * never a clean end that would look like a complete file.
 */
async function comPrimeiraLida<T>(linhas: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterador = linhas[Symbol.asyncIterator]();
  const primeira = await iterador.next();
  async function* todas(): AsyncGenerator<T> {
    for (let atual = primeira; !atual.done; atual = await iterador.next()) yield atual.value;
  }
  return todas();
}

export async function enviarExportacao<T>(
  reply: FastifyReply,
  opcoes: {
    formato: FormatoExportacao;
    nomeArquivo: string;
    colunas: ColunaExportacao<T>[];
    linhas: AsyncIterable<T>;
    /** A report's title, filters and summary around the table. */
    moldura?: Moldura;
  },
): Promise<FastifyReply> {
  const { formato, nomeArquivo, colunas, moldura } = opcoes;
  const linhas = await comPrimeiraLida(opcoes.linhas);
  const corpo: Readable =
    formato === 'csv'
      ? csvStream(colunas, linhas, moldura)
      : xlsxStream(colunas, linhas, nomeArquivo, moldura);
  return reply
    .header('content-type', tipos[formato])
    .header('content-disposition', `attachment; filename="${nomeArquivo}.${formato}"`)
    .header('cache-control', 'no-store')
    .send(corpo);
}
