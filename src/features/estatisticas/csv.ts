// The CSV of a chart's table, built in the browser from the figures the screen already has (no
// server round trip): the product's CSV conventions (server/shared/exportacao/csv.ts) — UTF-8 with
// BOM so Excel pt-BR reads accents, ';' because ',' is the decimal mark, CRLF, and text cells that
// would start a formula (= + - @, tab, CR) prefixed with ' (CSV injection, OWASP).
import { salvarArquivo } from '../../shared/lista/arquivo';

export type ValorDaCelula = string | number | null | undefined;

export interface ColunaCsv<L> {
  titulo: string;
  valor: (linha: L) => ValorDaCelula;
}

const BOM = '\uFEFF';
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;
// Numbers as Excel pt-BR reads them: decimal comma, no thousands separator.
const numero = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });

const aspas = (texto: string) =>
  /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;

export function celulaCsv(valor: ValorDaCelula): string {
  if (valor === null || valor === undefined) return '';
  // A number is data, never a formula: -3 stays -3.
  if (typeof valor === 'number') return Number.isFinite(valor) ? numero.format(valor) : '';
  return aspas(INICIO_DE_FORMULA.test(valor) ? `'${valor}` : valor);
}

/** The whole file as text: BOM, the header row, one row per line, CRLF. */
export function montarCsv<L>(colunas: readonly ColunaCsv<L>[], linhas: readonly L[]): string {
  const cabecalho = colunas.map((c) => celulaCsv(c.titulo)).join(';');
  const corpo = linhas.map((l) => colunas.map((c) => celulaCsv(c.valor(l))).join(';'));
  return BOM + [cabecalho, ...corpo].join('\r\n') + '\r\n';
}

/** 'Faltas por turma' -> 'faltas-por-turma.csv' (no accents or spaces in a file name). */
export function nomeDoArquivo(titulo: string): string {
  const base = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'estatistica'}.csv`;
}

export function baixarCsv<L>(
  titulo: string,
  colunas: readonly ColunaCsv<L>[],
  linhas: readonly L[],
) {
  const texto = montarCsv(colunas, linhas);
  salvarArquivo(new Blob([texto], { type: 'text/csv;charset=utf-8' }), nomeDoArquivo(titulo));
}
