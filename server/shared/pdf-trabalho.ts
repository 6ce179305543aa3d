// The PDF worker thread's body: pdfmake lays a document out synchronously (a class's 40 report
// cards hold a thread for a second or more), so it does it here, off the thread that answers
// requests (issue 37). Receives { id, documento, rodape }, answers { id, pdf } or { id, erro }.
import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { gerarPdf, rodapePadrao } from './pdf-motor';

export interface PedidoPdf {
  id: number;
  documento: TDocumentDefinitions;
  /** The shared footer's "Gerado em" text, when the document had that footer. */
  rodape: string | null;
}

export type RespostaPdf =
  { id: number; pdf: Uint8Array<ArrayBuffer> } | { id: number; erro: string };

parentPort?.on('message', (pedido: PedidoPdf) => {
  const documento = pedido.rodape
    ? { ...pedido.documento, footer: rodapePadrao(pedido.rodape) }
    : pedido.documento;
  gerarPdf(documento).then(
    (pdf) => parentPort?.postMessage({ id: pedido.id, pdf } satisfies RespostaPdf, [pdf.buffer]),
    (erro: unknown) =>
      parentPort?.postMessage({
        id: pedido.id,
        erro: erro instanceof Error ? erro.message : String(erro),
      } satisfies RespostaPdf),
  );
});
