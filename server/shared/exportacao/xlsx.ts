// A streamed XLSX (Office Open XML) without holding the sheet in memory: rows are written as inline
// strings (no shared-strings table to build first) into a zip that fflate deflates as it goes.
// Numbers and dates are real cells, so Excel sums, sorts and formats them in pt-BR.
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { comoData, type ColunaExportacao, type Moldura, type ValorCelula } from './colunas';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const fixos: Record<string, string> = {
  '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  // Styles: 0 default, 1 date dd/mm/yyyy, 2 money R$, 3 bold header.
  'xl/styles.xml': `${XML}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;R$&quot;\\ #,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
};

function escapar(texto: string): string {
  return (
    texto
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // XML 1.0 forbids most control characters; a stray one would make Excel refuse the file.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
  );
}

const DIA_MS = 86_400_000;
const EPOCA_EXCEL = Date.UTC(1899, 11, 30);

export function celulaXlsx(
  valor: ValorCelula,
  tipo: ColunaExportacao<unknown>['tipo'],
  estilo = 0,
): string {
  if (valor === null || valor === undefined || valor === '') return '<c/>';
  if (tipo === 'data') {
    const data = comoData(valor);
    if (data) return `<c s="1"><v>${(data.getTime() - EPOCA_EXCEL) / DIA_MS}</v></c>`;
  }
  if (typeof valor === 'number' && Number.isFinite(valor)) {
    return `<c${tipo === 'moeda' ? ' s="2"' : ''}><v>${valor}</v></c>`;
  }
  const texto =
    typeof valor === 'boolean'
      ? valor
        ? 'Sim'
        : 'Não'
      : valor instanceof Date
        ? valor.toISOString()
        : String(valor);
  return `<c t="inlineStr"${estilo ? ` s="${estilo}"` : ''}><is><t xml:space="preserve">${escapar(texto)}</t></is></c>`;
}

export function xlsxStream<T>(
  colunas: ColunaExportacao<T>[],
  linhas: AsyncIterable<T>,
  nomePlanilha = 'Dados',
  moldura?: Moldura,
): Readable {
  const linhaDeTexto = (t: string, estilo = 0) => `<row>${celulaXlsx(t, 'texto', estilo)}</row>`;
  // A report's title and filters stand above the column titles (and a blank row); the pane stays
  // frozen under the titles either way.
  const antes = moldura
    ? [...moldura.antes.map((t, i) => linhaDeTexto(t, i === 0 ? 3 : 0)), '<row/>']
    : [];
  const topo = antes.length + 1;
  async function* gerar(): AsyncGenerator<Uint8Array> {
    const prontos: Uint8Array[] = [];
    let erro: Error | null = null;
    const zip = new Zip((e, dados) => {
      if (e) erro = e;
      else prontos.push(dados);
    });
    const drenar = function* () {
      if (erro) throw erro;
      yield* prontos.splice(0);
    };
    for (const [nome, conteudo] of Object.entries(fixos)) {
      const arquivo = new ZipPassThrough(nome);
      zip.add(arquivo);
      arquivo.push(strToU8(conteudo), true);
    }
    const livro = new ZipPassThrough('xl/workbook.xml');
    zip.add(livro);
    livro.push(
      strToU8(
        `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapar(nomePlanilha.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      true,
    );
    const planilha = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(planilha);
    const cabecalho = colunas.map((c) => celulaXlsx(c.titulo, 'texto', 3)).join('');
    planilha.push(
      strToU8(
        `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="${topo}" topLeftCell="A${topo + 1}" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${antes.join('')}<row>${cabecalho}</row>`,
      ),
    );
    let lote: string[] = [];
    for await (const linha of linhas) {
      lote.push(
        `<row>${colunas.map((c) => celulaXlsx(c.valor(linha), c.tipo ?? 'texto')).join('')}</row>`,
      );
      if (lote.length === 500) {
        planilha.push(strToU8(lote.join('')));
        lote = [];
        yield* drenar();
      }
    }
    const depois =
      moldura && moldura.depois.length > 0
        ? ['<row/>', ...moldura.depois.map((t) => linhaDeTexto(t))].join('')
        : '';
    planilha.push(strToU8(`${lote.join('')}${depois}</sheetData></worksheet>`), true);
    zip.end();
    yield* drenar();
  }
  return Readable.from(gerar());
}
