// Exports as a person opening them in Excel pt-BR would notice: accents intact (BOM), ';' columns,
// decimal commas, dates dd/mm/aaaa, formula-looking text neutralised, and a valid XLSX package.
import { unzipSync, strFromU8 } from 'fflate';
import type { Readable } from 'node:stream';
import {
  csvStream,
  emLotes,
  xlsxStream,
  type ColunaExportacao,
} from '../../server/shared/exportacao';

interface Linha {
  nome: string;
  nascimento: string;
  bolsa: number;
  ativo: boolean;
}

const colunas: ColunaExportacao<Linha>[] = [
  { titulo: 'Nome', valor: (l) => l.nome },
  { titulo: 'Nascimento', valor: (l) => l.nascimento, tipo: 'data' },
  { titulo: 'Bolsa', valor: (l) => l.bolsa, tipo: 'moeda' },
  { titulo: 'Ativo', valor: (l) => l.ativo },
];

function linhas(lista: Linha[]): AsyncIterable<Linha> {
  return (async function* () {
    for (const l of lista) yield await Promise.resolve(l);
  })();
}

async function ler(stream: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of stream) partes.push(Buffer.from(p as Uint8Array));
  return Buffer.concat(partes);
}

const exemplo: Linha[] = [
  { nome: 'João Araújo', nascimento: '2008-03-09', bolsa: 1234.5, ativo: true },
  { nome: '=HYPERLINK("http://x")', nascimento: '2007-12-31', bolsa: 0, ativo: false },
  { nome: '@SUM(A1); "aspas"', nascimento: '2009-01-01', bolsa: 10, ativo: true },
  { nome: '-2+3', nascimento: '2009-01-01', bolsa: -5, ativo: true },
];

describe('CSV', () => {
  it('abre no Excel pt-BR: BOM, ponto e vírgula, vírgula decimal e datas dd/mm/aaaa', async () => {
    const texto = (await ler(csvStream(colunas, linhas(exemplo)))).toString('utf8');
    expect(texto.startsWith('\uFEFF')).toBe(true);
    const [cabecalho, primeira] = texto.slice(1).split('\r\n');
    expect(cabecalho).toBe('Nome;Nascimento;Bolsa;Ativo');
    expect(primeira).toBe('João Araújo;09/03/2008;1234,50;Sim');
  });

  it('neutraliza células que começariam uma fórmula, sem mexer em números negativos', async () => {
    const texto = (await ler(csvStream(colunas, linhas(exemplo)))).toString('utf8');
    const linhasCsv = texto.split('\r\n');
    expect(linhasCsv[2]).toBe(`"'=HYPERLINK(""http://x"")";31/12/2007;0,00;Não`);
    expect(linhasCsv[3]).toBe(`"'@SUM(A1); ""aspas""";01/01/2009;10,00;Sim`);
    expect(linhasCsv[4]).toBe(`'-2+3;01/01/2009;-5,00;Sim`);
  });
});

describe('XLSX', () => {
  it('é um pacote válido com números, datas e textos nas células certas', async () => {
    const arquivos = unzipSync(
      new Uint8Array(await ler(xlsxStream(colunas, linhas(exemplo), 'Aprendizes'))),
    );
    expect(Object.keys(arquivos).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(arquivos['xl/workbook.xml']!)).toContain('name="Aprendizes"');
    const planilha = strFromU8(arquivos['xl/worksheets/sheet1.xml']!);
    expect(planilha.match(/<row>/g)).toHaveLength(exemplo.length + 1);
    expect(planilha).toContain('<t xml:space="preserve">João Araújo</t>');
    expect(planilha).toContain('<c s="2"><v>1234.5</v></c>');
    // 2008-03-09 is Excel serial 39516.
    expect(planilha).toContain('<c s="1"><v>39516</v></c>');
    expect(planilha).toContain('&quot;aspas&quot;');
  });

  it('lê as linhas em lotes e escreve todas, não só uma página', async () => {
    const total = 2345;
    const fonte = emLotes((offset, limite) =>
      Promise.resolve(
        Array.from({ length: Math.max(0, Math.min(limite, total - offset)) }, (_, i) => ({
          nome: `Aprendiz ${offset + i}`,
          nascimento: '2008-01-01',
          bolsa: 1,
          ativo: true,
        })),
      ),
    );
    const arquivos = unzipSync(new Uint8Array(await ler(xlsxStream(colunas, fonte))));
    const planilha = strFromU8(arquivos['xl/worksheets/sheet1.xml']!);
    expect(planilha.match(/<row>/g)).toHaveLength(total + 1);
    expect(planilha).toContain('Aprendiz 2344');
  });
});
