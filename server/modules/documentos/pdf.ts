// The printed document, drawn from its stored data on the product's shared page (shared/pdf.ts:
// A4, Roboto, the same footer as every report): the certificate on a landscape page with its
// hours and curriculum, each declaration on a portrait page. Every page ends with the verification
// block: the QR code (drawn by pdfmake itself, no service call) and the code with its address
// written out, for whoever types it instead of scanning.
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentoPadrao, type ConteudoPdf } from '../../shared/pdf';
import { dataPorExtenso, formatarData } from '../../../src/shared/format/data';
import type { DadosDocumento } from './dados';

export interface Impresso {
  codigo: string;
  tipo: string;
  dados: DadosDocumento;
  /** The public page of this code (what the QR holds). */
  url: string;
}

function quadro(d: DadosDocumento): ConteudoPdf {
  return {
    table: {
      widths: [120, '*'],
      body: d.quadro.map((l) => [{ text: l.rotulo, style: 'rotulo' }, l.valor]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 10, 0, 0],
  };
}

function horas(d: DadosDocumento): ConteudoPdf[] {
  if (!d.horas) return [];
  const h = d.horas;
  return [
    {
      table: {
        widths: ['*', '*', '*'],
        body: [
          [
            { text: 'Formação teórica', style: 'cabecalhoTabela' },
            { text: 'Prática profissional', style: 'cabecalhoTabela' },
            { text: 'Carga horária total', style: 'cabecalhoTabela' },
          ],
          [`${h.teoria} horas`, `${h.pratica} horas`, { text: `${h.total} horas`, bold: true }],
        ],
      },
      margin: [0, 10, 0, 0],
    },
  ];
}

function modulos(d: DadosDocumento): ConteudoPdf[] {
  if (d.modulos.length === 0) return [];
  // Two columns of modules keep a long curriculum on the one landscape page.
  const recuo: [number, number, number, number] = [8, 0, 0, 0];
  const blocos = d.modulos.map((m): ConteudoPdf => ({
    stack: [
      { text: `${m.nome} — ${m.horas} h`, bold: true, fontSize: 8.5 },
      ...m.disciplinas.map((x) => ({
        text: `${x.nome} — ${x.horas} h`,
        fontSize: 8,
        margin: recuo,
      })),
    ],
    margin: [0, 0, 0, 4],
  }));
  const meio = Math.ceil(blocos.length / 2);
  return [
    { text: 'Conteúdo da formação teórica', style: 'secao', margin: [0, 10, 0, 4] },
    { columns: [{ stack: blocos.slice(0, meio) }, { stack: blocos.slice(meio) }], columnGap: 16 },
  ];
}

function assinatura(d: DadosDocumento): ConteudoPdf[] {
  return [
    { text: `${d.local ? `${d.local}, ` : ''}${dataPorExtenso(d.data)}.`, margin: [0, 0, 0, 28] },
    {
      stack: [
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.7 }] },
        { text: d.signatario.nome, bold: true, margin: [0, 4, 0, 0] },
        { text: `${d.signatario.cargo} — ${d.organizacao}`, fontSize: 9 },
      ],
      alignment: 'left',
    },
  ];
}

function verificacao(doc: Impresso, margemDeCima = 0): ConteudoPdf {
  return {
    margin: [0, margemDeCima, 0, 0],
    columns: [
      { qr: doc.url, fit: 84, width: 90 },
      {
        stack: [
          { text: 'Autenticidade', bold: true },
          { text: `Código de verificação: ${doc.codigo}`, fontSize: 11, bold: true },
          // One line, never wrapped: whoever types it (or a reader of the text) needs it whole.
          { text: 'Confira em:', fontSize: 8 },
          { text: doc.url, fontSize: 8, noWrap: true },
          {
            text: 'Aponte a câmera do celular para o código QR ou digite o endereço acima.',
            fontSize: 8,
            color: '#444444',
          },
        ],
        margin: [8, 12, 0, 0],
      },
    ],
  };
}

function pagina(doc: Impresso, primeira: boolean): ConteudoPdf[] {
  const d = doc.dados;
  const certificado = doc.tipo === 'certificado';
  // Landscape: signature and verification side by side; portrait: one under the other.
  const pe: ConteudoPdf = certificado
    ? {
        columns: [{ stack: assinatura(d) }, verificacao(doc)],
        columnGap: 24,
        margin: [0, 18, 0, 0],
      }
    : {
        stack: [...assinatura(d), verificacao(doc, 24)],
        margin: [0, 18, 0, 0],
      };
  return [
    {
      text: d.organizacao,
      fontSize: 11,
      color: '#444444',
      ...(primeira ? {} : { pageBreak: 'before' as const }),
    },
    { text: d.titulo.toUpperCase(), style: 'titulo', alignment: 'center', margin: [0, 8, 0, 12] },
    ...d.paragrafos.map((p) => ({
      text: p,
      fontSize: 11,
      alignment: 'justify' as const,
      lineHeight: 1.35,
    })),
    ...horas(d),
    // Landscape: the facts beside the curriculum, so the certificate stays on one page.
    certificado
      ? { columns: [quadro(d), { stack: modulos(d) }], columnGap: 24 }
      : { stack: [quadro(d), ...modulos(d)] },
    pe,
  ];
}

/** One document or a class's batch (one page each, in order); the first one's kind sets the page. */
export function documentoImpresso(
  docs: readonly Impresso[],
  titulo: string,
  geradoEm: Date,
): TDocumentDefinitions {
  const paisagem = docs[0]?.tipo === 'certificado';
  const conteudo = docs.flatMap((d, i) => pagina(d, i === 0));
  const padrao = documentoPadrao(titulo, [], { geradoEm });
  return {
    ...padrao,
    styles: { ...padrao.styles, rotulo: { bold: true } },
    pageOrientation: paisagem ? 'landscape' : 'portrait',
    // The shared page's title would repeat the document's own heading: the content is ours.
    content: conteudo,
  };
}

export const nomeDoArquivo = (docs: readonly Impresso[]) =>
  docs.length === 1
    ? `documento-${docs[0]?.codigo ?? ''}`
    : `documentos-${formatarData(new Date()).replace(/\//g, '-')}`;
