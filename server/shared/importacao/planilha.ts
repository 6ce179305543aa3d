// Reading an uploaded spreadsheet (CSV or XLSX) into rows of text, for imports. XLSX is a zip of
// XML parts: fflate (the library the exports already write XLSX with) unzips it, and the few
// parts a sheet needs (workbook, its relationships, shared strings, the first sheet) are read
// here. Limits come first: the upload's size, every part's declared size, the bytes each part
// really inflates to (counted as they come, so a zip whose headers lie about a 2 GB sheet is
// stopped at the limit), and the number of rows. The zip is fed to the inflater in small slices
// with the event loop free between them: a bomb costs its own request a fraction of a second and
// nobody else anything.
import { setImmediate as aVez } from 'node:timers/promises';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export const TAMANHO_MAXIMO = 5 * 1024 * 1024;
/** Inflated size of any one part of an XLSX. */
const PARTE_MAXIMA = 60 * 1024 * 1024;
/**
 * Compressed bytes inflated between two turns of the event loop: deflate expands at most ~1,000
 * times, so a slice is at most ~16 MB of output, a few tens of milliseconds.
 */
const FATIA = 16 * 1024;
export const LINHAS_MAXIMAS = 5000;

export interface LinhaPlanilha {
  /** The row's number as the spreadsheet shows it (the header is row 1). */
  numero: number;
  /** One text per header column; an empty cell is ''. */
  celulas: string[];
}

export interface Planilha {
  cabecalho: string[];
  linhas: LinhaPlanilha[];
}

/** A file the reader refuses, with the Portuguese sentence a person can act on. */
export class PlanilhaInvalida extends Error {}

const MB = (bytes: number) => `${String(Math.round(bytes / (1024 * 1024)))} MB`;

export async function lerPlanilha(arquivo: Uint8Array, nome: string): Promise<Planilha> {
  if (arquivo.byteLength === 0) throw new PlanilhaInvalida('O arquivo está vazio.');
  if (arquivo.byteLength > TAMANHO_MAXIMO) {
    throw new PlanilhaInvalida(
      `O arquivo tem mais de ${MB(TAMANHO_MAXIMO)}. Divida a planilha em partes menores.`,
    );
  }
  const ehZip = arquivo[0] === 0x50 && arquivo[1] === 0x4b;
  const tabela = ehZip ? await lerXlsx(arquivo) : lerCsv(arquivo, nome);
  return comoPlanilha(tabela);
}

/** Header = first non-blank row; blank rows are left out; too many rows is refused. */
function comoPlanilha(tabela: { numero: number; celulas: string[] }[]): Planilha {
  const preenchida = (l: { celulas: string[] }) => l.celulas.some((c) => c.trim() !== '');
  const linhas = tabela.filter(preenchida);
  const [cabecalho, ...dados] = linhas;
  if (!cabecalho) throw new PlanilhaInvalida('A planilha não tem linhas.');
  if (dados.length === 0) throw new PlanilhaInvalida('A planilha só tem o cabeçalho.');
  if (dados.length > LINHAS_MAXIMAS) {
    throw new PlanilhaInvalida(
      `A planilha tem ${dados.length.toLocaleString('pt-BR')} linhas; o limite é ${LINHAS_MAXIMAS.toLocaleString('pt-BR')} por arquivo. Divida-a em partes.`,
    );
  }
  const largura = cabecalho.celulas.length;
  return {
    cabecalho: cabecalho.celulas.map((c) => c.trim()),
    linhas: dados.map((l) => ({
      numero: l.numero,
      celulas: Array.from({ length: largura }, (_, i) => (l.celulas[i] ?? '').trim()),
    })),
  };
}

// ---- CSV ------------------------------------------------------------------------------------

function lerCsv(arquivo: Uint8Array, nome: string): { numero: number; celulas: string[] }[] {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(arquivo);
  } catch {
    // Excel pt-BR saves "CSV" in Windows-1252 unless told "CSV UTF-8".
    texto = new TextDecoder('windows-1252').decode(arquivo);
  }
  if (texto.startsWith('\uFEFF')) texto = texto.slice(1);
  if (texto.includes('\u0000')) {
    throw new PlanilhaInvalida(`${nome} não é uma planilha CSV ou XLSX.`);
  }
  const primeira = texto.slice(0, texto.search(/\r?\n|$/));
  // The exports write ';' (Excel pt-BR); a ',' file has more commas than semicolons in its header.
  const separador =
    (primeira.match(/,/g)?.length ?? 0) > (primeira.match(/;/g)?.length ?? 0) ? ',' : ';';
  const linhas: { numero: number; celulas: string[] }[] = [];
  let celulas: string[] = [];
  let celula = '';
  let entreAspas = false;
  let numero = 1;
  let inicioDaLinha = 1;
  for (let i = 0; i < texto.length; i += 1) {
    const c = texto.charAt(i);
    if (entreAspas) {
      if (c === '"' && texto[i + 1] === '"') {
        celula += '"';
        i += 1;
      } else if (c === '"') entreAspas = false;
      else {
        if (c === '\n') numero += 1;
        celula += c;
      }
    } else if (c === '"' && celula === '') entreAspas = true;
    else if (c === separador) {
      celulas.push(celula);
      celula = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i += 1;
      celulas.push(celula);
      linhas.push({ numero: inicioDaLinha, celulas });
      celulas = [];
      celula = '';
      numero += 1;
      inicioDaLinha = numero;
    } else celula += c;
    if (linhas.length > LINHAS_MAXIMAS + 1) break;
  }
  if (celula !== '' || celulas.length > 0) {
    celulas.push(celula);
    linhas.push({ numero: inicioDaLinha, celulas });
  }
  // A cell the export neutralised against formulas ('=1+1) comes back as typed.
  return linhas.map((l) => ({
    ...l,
    celulas: l.celulas.map((v) => (/^'[=+\-@]/.test(v) ? v.slice(1) : v)),
  }));
}

// ---- XLSX -----------------------------------------------------------------------------------

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function desescapar(texto: string): string {
  return texto.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X'))
      return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    return ENTIDADES[e.toLowerCase()] ?? '';
  });
}

/** Text of every <t> inside (rich text has one per run). */
const textoDe = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => desescapar(m[1] ?? '')).join('');

const atributo = (tag: string, nome: string) => new RegExp(`\\s${nome}="([^"]*)"`).exec(tag)?.[1];

/** 'C7' -> 2 (column index from 0). */
function coluna(referencia: string): number {
  let n = 0;
  for (const letra of referencia.replace(/\d+$/, '')) n = n * 26 + (letra.charCodeAt(0) - 64);
  return n - 1;
}

const PARTES_DA_FOLHA =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/;
const GRANDE_DEMAIS = 'A planilha descompactada é grande demais para importar.';
const NAO_ABRE = 'O arquivo não é uma planilha XLSX válida (não abre como .xlsx).';

/** The parts a sheet needs, inflated with a real byte budget and the event loop free. */
async function partesDoXlsx(arquivo: Uint8Array): Promise<Record<string, Uint8Array>> {
  const partes: Record<string, Uint8Array> = {};
  let falha: PlanilhaInvalida | undefined;
  const abertas: UnzipFile[] = [];
  const unzip = new Unzip((parte) => {
    if (!PARTES_DA_FOLHA.test(parte.name)) return;
    if ((parte.originalSize ?? 0) > PARTE_MAXIMA) {
      falha ??= new PlanilhaInvalida(GRANDE_DEMAIS);
      return;
    }
    const pedacos: Uint8Array[] = [];
    let total = 0;
    parte.ondata = (erro, pedaco, final) => {
      if (falha) return;
      if (erro) {
        falha = new PlanilhaInvalida(NAO_ABRE);
        return;
      }
      total += pedaco.byteLength;
      // The bytes really produced, whatever the header declared.
      if (total > PARTE_MAXIMA) {
        falha = new PlanilhaInvalida(GRANDE_DEMAIS);
        parte.terminate();
        return;
      }
      pedacos.push(pedaco);
      if (final) partes[parte.name] = juntar(pedacos, total);
    };
    abertas.push(parte);
    parte.start();
  });
  unzip.register(UnzipInflate);
  // A zip ends with its directory's record; without it the file is cut or not a zip at all (the
  // streaming reader would just wait for the rest).
  if (!temFimDeZip(arquivo)) throw new PlanilhaInvalida(NAO_ABRE);
  try {
    for (let inicio = 0; inicio < arquivo.byteLength && !falha; inicio += FATIA) {
      const fim = Math.min(inicio + FATIA, arquivo.byteLength);
      unzip.push(arquivo.subarray(inicio, fim), fim === arquivo.byteLength);
      await aVez();
    }
  } catch {
    falha ??= new PlanilhaInvalida(NAO_ABRE);
  }
  if (falha) {
    for (const parte of abertas) parte.terminate();
    throw falha;
  }
  return partes;
}

/** The end-of-central-directory signature (PK 5 6) within its last 64 KB + 22 bytes. */
function temFimDeZip(arquivo: Uint8Array): boolean {
  const desde = Math.max(0, arquivo.byteLength - 65_557);
  for (let i = arquivo.byteLength - 22; i >= desde; i -= 1) {
    if (
      arquivo[i] === 0x50 &&
      arquivo[i + 1] === 0x4b &&
      arquivo[i + 2] === 5 &&
      arquivo[i + 3] === 6
    )
      return true;
  }
  return false;
}

function juntar(pedacos: Uint8Array[], total: number): Uint8Array {
  if (pedacos.length === 1 && pedacos[0]) return pedacos[0];
  const inteiro = new Uint8Array(total);
  let posicao = 0;
  for (const p of pedacos) {
    inteiro.set(p, posicao);
    posicao += p.byteLength;
  }
  return inteiro;
}

async function lerXlsx(arquivo: Uint8Array): Promise<{ numero: number; celulas: string[] }[]> {
  const partes = await partesDoXlsx(arquivo);
  const texto = (nome: string) => {
    const parte = partes[nome];
    return parte ? new TextDecoder().decode(parte) : undefined;
  };
  const folha = texto(
    caminhoDaPrimeiraFolha(texto('xl/workbook.xml'), texto('xl/_rels/workbook.xml.rels')),
  );
  if (folha === undefined) {
    throw new PlanilhaInvalida('O arquivo não é uma planilha XLSX válida (sem planilha dentro).');
  }
  const compartilhados = [
    ...(texto('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g),
  ].map((m) => textoDe(m[1] ?? ''));

  const linhas: { numero: number; celulas: string[] }[] = [];
  for (const linha of folha.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const numero = Number(atributo(linha[1] ?? '', 'r') ?? linhas.length + 1);
    // Sparse: a cell the sheet skips (empty) is a hole until the row is read.
    const celulas: (string | undefined)[] = [];
    let proxima = 0;
    for (const c of (linha[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const tag = c[1] ?? '';
      const corpo = c[2] ?? '';
      const ref = atributo(tag, 'r');
      const indice = ref ? coluna(ref) : proxima;
      proxima = indice + 1;
      if (indice > 200) continue;
      const tipo = atributo(tag, 't');
      const v = /<v>([\s\S]*?)<\/v>/.exec(corpo)?.[1];
      let valor = '';
      if (tipo === 's') valor = compartilhados[Number(v)] ?? '';
      else if (tipo === 'inlineStr') valor = textoDe(corpo);
      else if (tipo === 'b') valor = v === '1' ? 'Sim' : 'Não';
      else if (v !== undefined) valor = desescapar(v);
      celulas[indice] = valor;
    }
    linhas.push({ numero, celulas: Array.from(celulas, (v) => v ?? '') });
    if (linhas.length > LINHAS_MAXIMAS + 1) break;
  }
  return linhas;
}

/** The first sheet's part, through the workbook's relationships (sheet1.xml when they are absent). */
function caminhoDaPrimeiraFolha(workbook: string | undefined, rels: string | undefined): string {
  const primeira = workbook && /<sheet\b[^>]*>/.exec(workbook)?.[0];
  const id = primeira && atributo(primeira, 'r:id');
  const relacao =
    id && rels
      ? [...rels.matchAll(/<Relationship\b[^>]*>/g)]
          .map((m) => m[0])
          .find((r) => atributo(r, 'Id') === id)
      : undefined;
  const alvo = relacao && atributo(relacao, 'Target');
  if (!alvo) return 'xl/worksheets/sheet1.xml';
  return alvo.startsWith('/') ? alvo.slice(1) : `xl/${alvo}`;
}
