// Every printable document of the product (a plan's curriculum, the apprentice's calendar, report
// cards, reports) is made here with pdfmake (docs/ARCHITECTURE.md, "Documentos em PDF"): declarative
// tables, page breaks, headers and footers, streamed to the client. Roboto, which pdfmake ships as
// TTF files, is embedded so names with accents (João, Conceição) print as written. pdfmake may
// fetch no URL and read no file but those fonts: a document is only what we put in it.
// The layout is synchronous and a batch (a class's report cards, a batch of certificates) holds a
// thread for a second or more, so it runs on a worker thread (pdf-trabalho.ts), never on the one
// that answers requests (issue 37).
import type { FastifyReply } from 'fastify';
import { Worker } from 'node:worker_threads';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { FUSO_HORARIO } from '../../src/shared/validation/datas';
import { gerarPdf, rodapePadrao } from './pdf-motor';
import type { PedidoPdf, RespostaPdf } from './pdf-trabalho';

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
    footer: rodapePadrao(geradoEm),
    content: [
      { text: titulo, style: 'titulo' },
      ...(opcoes.subtitulo ? [{ text: opcoes.subtitulo, style: 'subtitulo' }] : []),
      ...conteudo,
    ],
  };
}

/** The worker thread, started at the first PDF and kept (it loads pdfmake and the fonts once). */
let trabalhador: Worker | null = null;
const pendentes = new Map<
  number,
  { pronto: (pdf: Uint8Array) => void; falha: (e: Error) => void }
>();
let proximo = 0;

function oTrabalhador(): Worker {
  if (trabalhador) return trabalhador;
  const novo = new Worker(new URL('./pdf-trabalhador.mjs', import.meta.url));
  // An idle worker must not keep the process (or a test run) alive.
  novo.unref();
  novo.on('message', (r: RespostaPdf) => {
    const pedido = pendentes.get(r.id);
    pendentes.delete(r.id);
    if ('pdf' in r) pedido?.pronto(r.pdf);
    else pedido?.falha(new Error(r.erro));
  });
  const encerrar = (erro: Error) => {
    if (trabalhador === novo) trabalhador = null;
    for (const pedido of pendentes.values()) pedido.falha(erro);
    pendentes.clear();
  };
  novo.on('error', encerrar);
  novo.on('exit', (codigo) => encerrar(new Error(`o gerador de PDF saiu (${String(codigo)})`)));
  trabalhador = novo;
  return novo;
}

/** Stops the worker thread (the app's onClose): a closed server or a finished test keeps no thread. */
export async function encerrarGeradorDePdf(): Promise<void> {
  const atual = trabalhador;
  trabalhador = null;
  if (atual) await atual.terminate();
}

/**
 * The PDF's bytes, made on the worker thread. A definition that cannot cross threads (a function
 * other than the shared footer) is made here, as before.
 */
function pdfDe(documento: TDocumentDefinitions): Promise<Uint8Array> {
  const { footer } = documento;
  const rodape =
    typeof footer === 'function' && 'geradoEm' in footer && typeof footer.geradoEm === 'string'
      ? footer.geradoEm
      : null;
  const pedido: PedidoPdf = {
    id: (proximo += 1),
    documento: rodape === null ? documento : { ...documento, footer: undefined },
    rodape,
  };
  return new Promise<Uint8Array>((pronto, falha) => {
    pendentes.set(pedido.id, { pronto, falha });
    try {
      oTrabalhador().postMessage(pedido);
    } catch {
      // DataCloneError: something in it is a function (or a class instance).
      pendentes.delete(pedido.id);
      gerarPdf(documento).then(pronto, falha);
    }
  });
}

/** Sends the PDF as a download named `<nomeArquivo>.pdf`; never cached (it may hold personal data). */
export async function enviarPdf(
  reply: FastifyReply,
  nomeArquivo: string,
  documento: TDocumentDefinitions,
): Promise<FastifyReply> {
  const pdf = await pdfDe(documento);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${nomeArquivo}.pdf"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
