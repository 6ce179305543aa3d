// Export of any list, with the list's own filters and sort, all rows, streamed as CSV or XLSX.
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { ColunaExportacao } from './colunas';
import { csvStream } from './csv';
import { xlsxStream } from './xlsx';

export { emLotes, emLotesDeIds, type ColunaExportacao, type TipoColuna } from './colunas';
export { csvStream } from './csv';
export { xlsxStream } from './xlsx';

export type FormatoExportacao = 'csv' | 'xlsx';

const tipos: Record<FormatoExportacao, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function enviarExportacao<T>(
  reply: FastifyReply,
  opcoes: {
    formato: FormatoExportacao;
    nomeArquivo: string;
    colunas: ColunaExportacao<T>[];
    linhas: AsyncIterable<T>;
  },
): FastifyReply {
  const { formato, nomeArquivo, colunas, linhas } = opcoes;
  const corpo: Readable =
    formato === 'csv' ? csvStream(colunas, linhas) : xlsxStream(colunas, linhas, nomeArquivo);
  return reply
    .header('content-type', tipos[formato])
    .header('content-disposition', `attachment; filename="${nomeArquivo}.${formato}"`)
    .header('cache-control', 'no-store')
    .send(corpo);
}
