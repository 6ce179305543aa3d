// CSV for Excel pt-BR: UTF-8 with BOM (or accents break), ';' separator (',' is the decimal mark),
// CRLF, and text cells that would start a formula neutralised (CSV injection, OWASP).
import { Readable } from 'node:stream';
import { comoData, type ColunaExportacao, type Moldura, type ValorCelula } from './colunas';

const BOM = '\uFEFF';
const PEDACO = 16 * 1024;
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

const numero = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });
const moeda = new Intl.NumberFormat('pt-BR', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function aspas(texto: string): string {
  return /[;"\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * A day as pt-BR writes it (dd/mm/aaaa; a Date's UTC day), what `toLocaleDateString('pt-BR',
 * { timeZone: 'UTC' })` gives, written by hand: that call builds a date formatter every time, and
 * in a 150,000-row export its two date columns were 57% of the server's CPU (issue 37's profile).
 */
export function diaBr(valor: ValorCelula): string | null {
  if (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valor)) {
    return `${valor.slice(8, 10)}/${valor.slice(5, 7)}/${valor.slice(0, 4)}`;
  }
  const data = comoData(valor);
  if (!data || Number.isNaN(data.getTime())) return null;
  const ano = String(data.getUTCFullYear()).padStart(4, '0');
  return `${doisDigitos(data.getUTCDate())}/${doisDigitos(data.getUTCMonth() + 1)}/${ano}`;
}

export function celulaCsv(valor: ValorCelula, tipo: ColunaExportacao<unknown>['tipo']): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (tipo === 'data') {
    const dia = diaBr(valor);
    if (dia) return dia;
  }
  if (typeof valor === 'number' && (tipo === 'numero' || tipo === 'moeda')) {
    return (tipo === 'moeda' ? moeda : numero).format(valor);
  }
  const texto = valor instanceof Date ? valor.toISOString() : String(valor);
  return aspas(INICIO_DE_FORMULA.test(texto) ? `'${texto}` : texto);
}

export function csvStream<T>(
  colunas: ColunaExportacao<T>[],
  linhas: AsyncIterable<T>,
  moldura?: Moldura,
): Readable {
  const texto = (t: string) => `${celulaCsv(t, 'texto')}\r\n`;
  async function* gerar(): AsyncGenerator<string> {
    yield BOM;
    if (moldura) yield moldura.antes.map(texto).join('') + '\r\n';
    yield colunas.map((c) => aspas(c.titulo)).join(';') + '\r\n';
    // Lines go out in chunks of ~16 KB (one socket write each) rather than one stream chunk per row.
    let pedaco = '';
    for await (const linha of linhas) {
      pedaco += colunas.map((c) => celulaCsv(c.valor(linha), c.tipo ?? 'texto')).join(';') + '\r\n';
      if (pedaco.length >= PEDACO) {
        yield pedaco;
        pedaco = '';
      }
    }
    if (pedaco) yield pedaco;
    if (moldura && moldura.depois.length > 0) yield '\r\n' + moldura.depois.map(texto).join('');
  }
  return Readable.from(gerar());
}
