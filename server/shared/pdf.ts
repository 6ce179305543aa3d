// Every printable document of the product (a plan's curriculum, the apprentice's calendar, report
// cards, reports) is made here with pdfmake (docs/ARCHITECTURE.md, "Documentos em PDF"): declarative
// tables, page breaks, headers and footers, streamed to the client. Roboto, which pdfmake ships as
// TTF files, is embedded so names with accents (João, Conceição) print as written. pdfmake may
// fetch no URL and read no file but those fonts: a document is only what we put in it.
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { FUSO_HORARIO } from '../../src/shared/validation/datas';

const fontes = Object.values(roboto.Roboto);
pdfmake.setFonts(roboto);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((caminho) => fontes.includes(caminho));

export type ConteudoPdf = Content;

// The server's clock may run in UTC; a document says when it was made in Brasília's time.
const momento = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_HORARIO,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '24/11/2026 05:45' in Brasília's time: when a document or a report's file was made. */
export const formatarGeradoEm = (instante: Date) => momento.format(instante).replace(',', '');

/** The look every document shares: A4, Roboto, a footer with the page count. */
export function documentoPadrao(
  titulo: string,
  conteudo: Content[],
  opcoes: { subtitulo?: string; geradoEm: Date },
): TDocumentDefinitions {
  const geradoEm = formatarGeradoEm(opcoes.geradoEm);
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    info: { title: titulo, creator: 'Aprendiz — back office' },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: {
      titulo: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      subtitulo: { fontSize: 11, color: '#444444', margin: [0, 0, 0, 12] },
      secao: { fontSize: 12, bold: true, margin: [0, 12, 0, 6] },
      cabecalhoTabela: { bold: true, fillColor: '#eeeeee' },
      aviso: { color: '#8a5300', margin: [0, 8, 0, 0] },
    },
    footer: (pagina, paginas) => ({
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
    }),
    content: [
      { text: titulo, style: 'titulo' },
      ...(opcoes.subtitulo ? [{ text: opcoes.subtitulo, style: 'subtitulo' }] : []),
      ...conteudo,
    ],
  };
}

/** Streams the PDF as a download named `<nomeArquivo>.pdf`; never cached (it may hold personal data). */
export async function enviarPdf(
  reply: FastifyReply,
  nomeArquivo: string,
  documento: TDocumentDefinitions,
): Promise<FastifyReply> {
  const pdf = (await pdfmake.createPdf(documento).getStream()) as NodeJS.ReadableStream & {
    end: () => void;
  };
  pdf.end();
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nomeArquivo}.pdf"`)
    .header('cache-control', 'no-store')
    .send(pdf);
}
