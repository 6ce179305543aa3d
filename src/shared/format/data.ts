// Dates as people in Brazil read them: dd/mm/aaaa. API dates are ISO strings ('2025-03-07' or a
// full timestamp); a date-only string is read as a calendar day, never shifted by the time zone.

const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function paraDate(valor: string | Date): Date | undefined {
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? undefined : valor;
  const soData = DATA_ISO.exec(valor);
  if (soData) return new Date(Number(soData[1]), Number(soData[2]) - 1, Number(soData[3]));
  const d = new Date(valor);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const doisDigitos = (n: number) => String(n).padStart(2, '0');

/** '2025-03-07' -> '07/03/2025'; empty or invalid input -> ''. */
export function formatarData(valor: string | Date | null | undefined): string {
  if (valor == null || valor === '') return '';
  const d = paraDate(valor);
  if (!d) return '';
  return `${doisDigitos(d.getDate())}/${doisDigitos(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** '2025-03-07T14:05:00Z' -> '07/03/2025 11:05' (local time). */
export function formatarDataHora(valor: string | Date | null | undefined): string {
  if (valor == null || valor === '') return '';
  const d = paraDate(valor);
  if (!d) return '';
  return `${formatarData(d)} ${doisDigitos(d.getHours())}:${doisDigitos(d.getMinutes())}`;
}

/** '07/03/2025' -> '2025-03-07' (what the API takes); anything not a real date -> undefined. */
export function dataParaIso(texto: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return undefined;
  const [dia, mes, ano] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(ano, mes - 1, dia);
  if (d.getFullYear() !== ano || d.getMonth() !== mes - 1 || d.getDate() !== dia) return undefined;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** 'sexta-feira, 21 de novembro de 2025': the long form used in greetings and report headers. */
export function formatarDataExtenso(valor: string | Date): string {
  const d = paraDate(valor);
  if (!d) return '';
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'full' }).format(d);
}

const MESES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const MESES_POR_EXTENSO = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const MES_ISO = /^(\d{4})-(\d{2})$/;

/** '2026-01' -> 'jan/2026' (axes, table headers); anything else is returned as is. */
export function formatarMes(mes: string): string {
  const m = MES_ISO.exec(mes);
  const nome = m ? MESES[Number(m[2]) - 1] : undefined;
  return m && nome ? `${nome}/${m[1]}` : mes;
}

/** '2026-01' -> 'janeiro de 2026' (a competência, pickers, sentences); anything else as is. */
export function formatarMesLongo(mes: string): string {
  const m = MES_ISO.exec(mes);
  const nome = m ? MESES_POR_EXTENSO[Number(m[2]) - 1] : undefined;
  return m && nome ? `${nome} de ${m[1]}` : mes;
}

/** '2026-11-29' -> '29 de novembro de 2026' (documents' place and date); anything else as is. */
export function dataPorExtenso(dia: string): string {
  const m = DATA_ISO.exec(dia);
  const nome = m ? MESES_POR_EXTENSO[Number(m[2]) - 1] : undefined;
  return m && nome ? `${Number(m[3])} de ${nome} de ${m[1]}` : dia;
}
