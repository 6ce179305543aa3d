// The import's template (GET /api/aprendiz/importar/modelo): an XLSX whose first sheet is the
// column titles only (no example row: a filled-in template is imported as it is, so an example in
// it would become an apprentice), and a second sheet, "Valores válidos", with each column's format
// and an example, then the lists a cell must come from (UF from the municipality table, Tipo de
// deficiência, Turno escolar, Parentesco, PcD). The reader takes the first sheet only, so the
// second never comes back in. Written whole with fflate (a few KB), the cells by the exports' own
// celulaXlsx.
import { asc } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import {
  PARENTESCOS,
  TIPOS_DEFICIENCIA,
  TURNOS_ESCOLARES,
} from '../../../src/shared/validation/aprendiz';
import type { Database } from '../../db/client';
import { municipios } from '../../db/schema';
import { celulaXlsx } from '../../shared/exportacao/xlsx';
import { COLUNAS } from './colunas';

export const ABA_VALORES = 'Valores válidos';

/** An example per column, shown on the second sheet only. */
const EXEMPLOS: Record<string, string> = {
  Nome: 'Maria Aparecida da Silva',
  'Nome social': '',
  CPF: '529.982.247-25',
  RG: '12.345.678-9',
  'Data de nascimento': '15/03/2008',
  'E-mail': 'maria.silva@exemplo.com.br',
  Celular: '(11) 98765-4321',
  Telefone: '(11) 3333-4444',
  CEP: '01310-100',
  Logradouro: 'Avenida Paulista',
  Número: '1000',
  Complemento: 'Apto 12',
  Bairro: 'Bela Vista',
  Município: 'São Paulo',
  UF: 'SP',
  PcD: 'Não',
  'Tipo de deficiência': '',
  'Turno escolar': 'Manhã',
  Responsável: 'Rosa da Silva',
  'CPF do responsável': '111.444.777-35',
  Parentesco: 'Mãe',
  'Telefone do responsável': '(11) 98888-7777',
};

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TIPO = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

// Styles: 0 default, 1 (unused: the exports' date), 2 (unused), 3 bold, 4 wrapped text.
const ESTILOS = `${XML}<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment wrapText="1" vertical="top"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const linha = (celulas: string[], estilo = 0) =>
  `<row>${celulas.map((c) => celulaXlsx(c, 'texto', estilo)).join('')}</row>`;

function folha(linhas: string[], larguras: number[], congelar: boolean): string {
  const cols = larguras
    .map(
      (w, i) =>
        `<col min="${String(i + 1)}" max="${String(i + 1)}" width="${String(w)}" customWidth="1"/>`,
    )
    .join('');
  const painel = congelar
    ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
    : '';
  return `${XML}<worksheet xmlns="${NS}">${painel}<cols>${cols}</cols><sheetData>${linhas.join('')}</sheetData></worksheet>`;
}

/** The lists a cell must come from, side by side, each under its title. */
async function listas(db: Database): Promise<[string, string[]][]> {
  const ufs = await db
    .selectDistinct({ uf: municipios.uf })
    .from(municipios)
    .orderBy(asc(municipios.uf));
  return [
    ['UF', ufs.map((u) => u.uf)],
    ['PcD', ['Sim', 'Não']],
    ['Tipo de deficiência', TIPOS_DEFICIENCIA.map((t) => t.rotulo)],
    ['Turno escolar', TURNOS_ESCOLARES.map((t) => t.rotulo)],
    ['Parentesco', [...PARENTESCOS]],
    ['Data de nascimento', ['dd/mm/aaaa', 'aaaa-mm-dd', 'Célula de data do Excel']],
  ];
}

export async function modeloXlsx(db: Database): Promise<Uint8Array> {
  const titulos = COLUNAS.map((c) => c.titulo);
  const primeira = folha(
    [linha(titulos, 3)],
    titulos.map((t) => Math.max(12, t.length + 4)),
    true,
  );

  const valores = await listas(db);
  const altura = Math.max(...valores.map(([, v]) => v.length));
  const segunda = folha(
    [
      linha(['Como preencher a primeira aba (uma linha por aprendiz, a partir da linha 2)'], 3),
      '<row/>',
      linha(['Coluna', 'Obrigatória', 'Como preencher', 'Exemplo'], 3),
      ...COLUNAS.map((c) =>
        linha([c.titulo, c.obrigatoria ? 'Sim' : 'Não', c.ajuda, EXEMPLOS[c.titulo] ?? ''], 4),
      ),
      '<row/>',
      linha(['Valores aceitos'], 3),
      linha(
        valores.map(([titulo]) => titulo),
        3,
      ),
      ...Array.from({ length: altura }, (_, i) => linha(valores.map(([, v]) => v[i] ?? ''))),
    ],
    [26, 14, 60, 30, 22, 26],
    false,
  );

  const partes: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TIPO}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TIPO}.worksheet+xml"/><Override PartName="/xl/worksheets/sheet2.xml" ContentType="${TIPO}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TIPO}.styles+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Aprendizes" sheetId="1" r:id="rId1"/><sheet name="${ABA_VALORES}" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(ESTILOS),
    'xl/worksheets/sheet1.xml': strToU8(primeira),
    'xl/worksheets/sheet2.xml': strToU8(segunda),
  };
  return zipSync(partes, { level: 6 });
}
