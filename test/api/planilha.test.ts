/** @jest-environment node */
// Reading uploaded spreadsheets (server/shared/importacao/planilha.ts): the product's own exports
// read back (CSV and XLSX), XLSX as Excel writes it (shared strings, rich text, skipped cells,
// booleans), CSV as people save it (',' or ';', quotes, line breaks in a cell, Windows-1252), and
// the limits that come before any work: size, rows, a zip bomb, a file that is not a spreadsheet.
import { strToU8, zipSync } from 'fflate';
import { csvStream, xlsxStream, type ColunaExportacao } from '../../server/shared/exportacao';
import {
  lerPlanilha,
  LINHAS_MAXIMAS,
  PlanilhaInvalida,
  TAMANHO_MAXIMO,
} from '../../server/shared/importacao/planilha';

interface Pessoa {
  nome: string;
  nascimento: string;
  idade: number;
  pcd: boolean;
}

const colunas: ColunaExportacao<Pessoa>[] = [
  { titulo: 'Nome', valor: (p) => p.nome },
  { titulo: 'Data de nascimento', valor: (p) => p.nascimento, tipo: 'data' },
  { titulo: 'Idade', valor: (p) => p.idade, tipo: 'numero' },
  { titulo: 'PcD', valor: (p) => p.pcd },
];

const pessoas: Pessoa[] = [
  { nome: 'João "Jota" Araújo; filho', nascimento: '2008-02-29', idade: 18, pcd: false },
  { nome: '=1+1 Conceição & <Cia>', nascimento: '2010-12-31', idade: 15, pcd: true },
];

async function* comoIteravel<T>(itens: T[]): AsyncGenerator<T> {
  for (const i of itens) yield await Promise.resolve(i);
}

async function bytes(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const partes: Buffer[] = [];
  for await (const p of stream) partes.push(Buffer.isBuffer(p) ? p : Buffer.from(p));
  return new Uint8Array(Buffer.concat(partes));
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

function xlsx(folha: string, compartilhados?: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(`${XML}<Types/>`),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Aprendizes" sheetId="1" r:id="rId7"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships><Relationship Id="rId7" Type="worksheet" Target="worksheets/dados.xml"/></Relationships>`,
    ),
    'xl/worksheets/dados.xml': strToU8(
      `${XML}<worksheet><sheetData>${folha}</sheetData></worksheet>`,
    ),
    ...(compartilhados
      ? { 'xl/sharedStrings.xml': strToU8(`${XML}<sst>${compartilhados}</sst>`) }
      : {}),
  });
}

const erroDe = async (f: () => Promise<unknown>): Promise<string> => {
  try {
    await f();
  } catch (e) {
    if (e instanceof PlanilhaInvalida) return e.message;
    throw e;
  }
  throw new Error('não falhou');
};

describe('lerPlanilha', () => {
  it('lê de volta o CSV que as exportações escrevem', async () => {
    const arquivo = await bytes(csvStream(colunas, comoIteravel(pessoas)));
    const { cabecalho, linhas } = await lerPlanilha(arquivo, 'aprendizes.csv');
    expect(cabecalho).toEqual(['Nome', 'Data de nascimento', 'Idade', 'PcD']);
    expect(linhas).toEqual([
      { numero: 2, celulas: ['João "Jota" Araújo; filho', '29/02/2008', '18', 'Não'] },
      { numero: 3, celulas: ['=1+1 Conceição & <Cia>', '31/12/2010', '15', 'Sim'] },
    ]);
  });

  it('lê de volta o XLSX que as exportações escrevem (datas como número de série)', async () => {
    const arquivo = await bytes(xlsxStream(colunas, comoIteravel(pessoas)));
    const { cabecalho, linhas } = await lerPlanilha(arquivo, 'aprendizes.xlsx');
    expect(cabecalho).toEqual(['Nome', 'Data de nascimento', 'Idade', 'PcD']);
    expect(linhas.map((l) => l.celulas[0])).toEqual([
      'João "Jota" Araújo; filho',
      '=1+1 Conceição & <Cia>',
    ]);
    // 29/02/2008 is day 39507 of Excel's calendar.
    expect(linhas[0]?.celulas[1]).toBe('39507');
    expect(linhas[0]?.celulas.slice(2)).toEqual(['18', 'Não']);
  });

  it('lê um XLSX com textos compartilhados, texto rico, células puladas e linhas em branco', async () => {
    const arquivo = xlsx(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
        '<row r="2"/>' +
        '<row r="3"><c r="A3" t="s"><v>2</v></c><c r="B3" s="1"><v>42</v></c><c r="C3" t="b"><v>1</v></c></row>' +
        '<row r="5"><c r="C5" t="inlineStr"><is><t>só &amp; aqui</t></is></c></row>',
      '<si><t>Nome</t></si><si><t>PcD</t></si><si><r><t>Ana </t></r><r><rPr><b/></rPr><t>Conceição</t></r></si>',
    );
    expect(await lerPlanilha(arquivo, 'x.xlsx')).toEqual({
      cabecalho: ['Nome', '', 'PcD'],
      linhas: [
        { numero: 3, celulas: ['Ana Conceição', '42', 'Sim'] },
        { numero: 5, celulas: ['', '', 'só & aqui'] },
      ],
    });
  });

  it('CSV com vírgula, aspas, quebra de linha dentro da célula e em Windows-1252', async () => {
    const texto = 'Nome,Observações\r\n"Silva, Ana","linha 1\nlinha 2"\r\nJosé,ok';
    const { linhas } = await lerPlanilha(strToU8(texto), 'a.csv');
    expect(linhas).toEqual([
      { numero: 2, celulas: ['Silva, Ana', 'linha 1\nlinha 2'] },
      { numero: 4, celulas: ['José', 'ok'] },
    ]);
    // "Conceição" in Windows-1252, as Excel pt-BR saves a plain "CSV".
    const latin1 = Uint8Array.from([...strToU8('Nome\r\nConcei'), 0xe7, 0xe3, ...strToU8('o\r\n')]);
    expect((await lerPlanilha(latin1, 'b.csv')).linhas[0]?.celulas).toEqual(['Conceição']);
  });

  it('recusa com uma frase em português: vazio, só cabeçalho, grande demais, linhas demais', async () => {
    expect(await erroDe(() => lerPlanilha(new Uint8Array(), 'a.csv'))).toBe(
      'O arquivo está vazio.',
    );
    expect(await erroDe(() => lerPlanilha(strToU8('Nome;CPF\r\n;\r\n'), 'a.csv'))).toBe(
      'A planilha só tem o cabeçalho.',
    );
    expect(
      await erroDe(() => lerPlanilha(new Uint8Array(TAMANHO_MAXIMO + 1).fill(65), 'a.csv')),
    ).toBe('O arquivo tem mais de 5 MB. Divida a planilha em partes menores.');
    const muitas = `Nome\r\n${'Ana\r\n'.repeat(LINHAS_MAXIMAS + 1)}`;
    expect(await erroDe(() => lerPlanilha(strToU8(muitas), 'a.csv'))).toBe(
      'A planilha tem 5.001 linhas; o limite é 5.000 por arquivo. Divida-a em partes.',
    );
  });

  it('recusa um zip que não é planilha e uma bomba de descompressão sem inflá-la', async () => {
    const semFolha = zipSync({ 'leiame.txt': strToU8('oi') });
    expect(await erroDe(() => lerPlanilha(semFolha, 'a.xlsx'))).toBe(
      'O arquivo não é uma planilha XLSX válida (sem planilha dentro).',
    );
    const quebrado = Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2, 3]);
    expect(await erroDe(() => lerPlanilha(quebrado, 'a.xlsx'))).toBe(
      'O arquivo não é uma planilha XLSX válida (não abre como .xlsx).',
    );
    // 80 MB of zeros deflate to ~80 KB: the declared size is refused before inflating.
    const bomba = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(80 * 1024 * 1024) },
      { level: 1 },
    );
    expect(bomba.byteLength).toBeLessThan(TAMANHO_MAXIMO);
    expect(await erroDe(() => lerPlanilha(bomba, 'a.xlsx'))).toBe(
      'A planilha descompactada é grande demais para importar.',
    );
  });

  it('uma bomba cujo cabeçalho mente (diz 4 KB) para no limite real, e o laço de eventos segue livre', async () => {
    // 200 MB of spaces deflate to ~200 KB; both headers then claim 4 KB, as the probe's file did.
    const bomba = zipSync(
      { 'xl/worksheets/sheet1.xml': new Uint8Array(200 * 1024 * 1024).fill(32) },
      { level: 9 },
    );
    expect(bomba.byteLength).toBeLessThan(TAMANHO_MAXIMO);
    const vista = new DataView(bomba.buffer, bomba.byteOffset, bomba.byteLength);
    vista.setUint32(22, 4096, true); // the local file header's uncompressed size
    const central = bomba.findIndex(
      (b, i) => b === 0x50 && bomba[i + 1] === 0x4b && bomba[i + 2] === 1 && bomba[i + 3] === 2,
    );
    vista.setUint32(central + 24, 4096, true); // the central directory's
    // Other work goes on while it is read: the loop turns many times before the refusal.
    let voltas = 0;
    let lendo = true;
    const contar = async () => {
      while (lendo) {
        voltas += 1;
        await new Promise((r) => setImmediate(r));
      }
    };
    const leitura = erroDe(() => lerPlanilha(bomba, 'a.xlsx'));
    const contando = contar();
    const mensagem = await leitura;
    lendo = false;
    await contando;
    expect(mensagem).toBe('A planilha descompactada é grande demais para importar.');
    expect(voltas).toBeGreaterThan(3);
  });
});
