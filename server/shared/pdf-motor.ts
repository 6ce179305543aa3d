// pdfmake set up once (Roboto embedded, no URL, no file but the fonts) and the one function that
// turns a document definition into the PDF's bytes. Used by the PDF worker thread
// (pdf-trabalho.ts) and, when a definition cannot cross to it, by server/shared/pdf.ts itself.
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import type { DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces';

const fontes = Object.values(roboto.Roboto);
pdfmake.setFonts(roboto);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho) => fontes.includes(caminho));

/**
 * The shared footer ("Gerado em …" and the page count). The function carries its text, so a
 * definition can be sent to the worker without it (functions do not cross threads) and the worker
 * puts the same footer back.
 */
export function rodapePadrao(geradoEm: string): DynamicContent & { geradoEm: string } {
  const rodape: DynamicContent = (pagina, paginas) => ({
    columns: [
      { text: `Gerado em ${geradoEm}`, fontSize: 8, color: '#666666' },
      {
        text: `Página ${pagina} de ${paginas}`,
        alignment: 'right',
        fontSize: 8,
        color: '#666666',
      },
    ],
    margin: [40, 16, 40, 0],
  });
  return Object.assign(rodape, { geradoEm });
}

/** The PDF of a definition, whole (layout is synchronous: this is what the worker is for). */
export async function gerarPdf(documento: TDocumentDefinitions): Promise<Uint8Array<ArrayBuffer>> {
  // A copy with a buffer of its own: Buffer.concat may hand out a slice of Node's shared pool,
  // which must never be transferred to another thread.
  return new Uint8Array(await pdfmake.createPdf(documento).getBuffer());
}
