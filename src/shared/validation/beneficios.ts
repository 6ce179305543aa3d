// Benefits (issue 13): the formulas of the transport voucher, the food voucher and the monthly
// payment, in integer cents, shared by the server (which computes and stores them) and the screens
// (which explain them). Each formula, its legal basis and its rounding are written down in
// docs/API-BENEFICIOS.md. Rounding happens once, at the end of each formula, half-up to the cent,
// on integers: no floating point ever touches money here.
import { formatarMesLongo } from '../format/data';
import { diasEntre } from './frequencia';

/** 'aaaa-mm'. */
export type Competencia = string;

export const STATUS_PAGAMENTO = ['pendente', 'pago'] as const;
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export const ROTULOS_STATUS_PAGAMENTO: Record<StatusPagamento, string> = {
  pendente: 'Pendente',
  pago: 'Pago',
};

export const TIPOS_PAGAMENTO = ['mensal', 'ajuste'] as const;
export type TipoPagamento = (typeof TIPOS_PAGAMENTO)[number];
export const ROTULOS_TIPO_PAGAMENTO: Record<TipoPagamento, string> = {
  mensal: 'Mensal',
  ajuste: 'Ajuste',
};

export const OPCOES_VALE_TRANSPORTE = ['aderiu', 'recusou'] as const;
export type OpcaoValeTransporte = (typeof OPCOES_VALE_TRANSPORTE)[number];
export const ROTULOS_OPCAO_VT: Record<OpcaoValeTransporte, string> = {
  aderiu: 'Optante',
  recusou: 'Não optante',
};

/** Decreto 10.854/2021, art. 112: the employee's share is 6% of the base pay. */
export const PERCENTUAL_DESCONTO_VT = 6;
/** CLT art. 64: a day's pay is the month's pay over 30 (the commercial month). */
export const DIAS_MES_COMERCIAL = 30;
export const VIAGENS_MAXIMAS = 8;
/** A fare above this is a typing error, not a bus (R$ 100,00). */
export const TARIFA_MAXIMA_CENTAVOS = 10_000;
/** A daily food allowance above this is a typing error (R$ 500,00). */
export const VALOR_DIARIO_MAXIMO_CENTAVOS = 50_000;
export const MOTIVO_MINIMO = 5;
export const MOTIVO_MAXIMO = 500;

export const MENSAGENS_BENEFICIOS = {
  competenciaInvalida: 'Informe a competência no formato aaaa-mm (por exemplo 2026-03)',
  tarifaInvalida: 'Informe a tarifa em reais, de R$ 0,00 a R$ 100,00, com até dois centavos',
  viagensInvalidas: `Informe de 0 a ${VIAGENS_MAXIMAS} viagens por dia`,
  opcaoInvalida: 'Use aderiu ou recusou',
  dataOpcaoObrigatoria: 'Informe a data em que o aprendiz recusou o vale-transporte',
  dataInvalida: 'Informe uma data válida',
  dataFutura: 'A data não pode ser futura',
  valorDiarioInvalido:
    'Informe o valor diário em reais, de R$ 0,00 a R$ 500,00, com até dois centavos',
  ajusteInvalido:
    'Informe o valor do ajuste em reais, diferente de zero, até R$ 100.000,00 (negativo para descontar)',
  motivoObrigatorio: `Descreva o motivo do ajuste (de ${MOTIVO_MINIMO} a ${MOTIVO_MAXIMO} caracteres)`,
  idsInvalidos: 'Selecione de 1 a 500 pagamentos',
  pagamentoNaoEncontrado: 'Pagamento não encontrado',
  valeNaoEncontrado: 'Vale não encontrado',
  aprendizNaoEncontrado: 'Aprendiz não encontrado',
  competenciaBloqueada:
    'Esta competência já foi paga para este contrato e não pode mais ser alterada. Para corrigir, lance um ajuste no pagamento.',
  jaPago: 'Pagamento já marcado como pago',
  ajusteDePendente:
    'Só um pagamento pago recebe ajuste: enquanto pendente, corrija a frequência ou os vales e gere a competência de novo',
  competenciaFutura: 'Só é possível gerar competências até o mês atual',
} as const;

const COMPETENCIA = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function competenciaValida(c: string): boolean {
  const m = COMPETENCIA.exec(c);
  return m !== null && Number(m[1]) >= 2000 && Number(m[1]) <= 2100;
}

/** 'aaaa-mm' of a date 'aaaa-mm-dd'. */
export const competenciaDe = (data: string): Competencia => data.slice(0, 7);

/** First and last day of a competência. */
export function limitesCompetencia(c: Competencia): { inicio: string; fim: string; dias: number } {
  const [a, m] = c.split('-').map(Number) as [number, number];
  const dias = new Date(Date.UTC(a, m, 0)).getUTCDate();
  return { inicio: `${c}-01`, fim: `${c}-${String(dias).padStart(2, '0')}`, dias };
}

/** 'março de 2026'. */
export const rotuloCompetencia = (c: Competencia): string => formatarMesLongo(c);

/** 'mm/aaaa'. */
export const competenciaCurta = (c: Competencia) => `${c.slice(5, 7)}/${c.slice(0, 4)}`;

/**
 * a × b / c rounded half-up to an integer (half away from zero for negatives), in integers only.
 * Every formula ends here: this is the one place money is rounded.
 */
export function multiplicarDividir(a: number, b: number, c: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(c) || c <= 0) {
    throw new RangeError('multiplicarDividir: inteiros seguros e divisor positivo');
  }
  const produto = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negativo = produto < 0n;
  const absoluto = negativo ? -produto : produto;
  const q = (absoluto * 2n + divisor) / (divisor * 2n);
  return Number(negativo ? -q : q);
}

/**
 * Days of the contract in the competência, on the commercial month (CLT art. 64): a contract that
 * covers the whole month counts 30 whatever the month's length; otherwise the calendar days it
 * covers, at most 30 (a contract from the 2nd of a 31-day month is a full month's pay).
 */
export function diasDeContratoNoMes(
  c: Competencia,
  contrato: { dataInicio: string; dataFim: string },
): number {
  const mes = limitesCompetencia(c);
  const de = contrato.dataInicio > mes.inicio ? contrato.dataInicio : mes.inicio;
  const ate = contrato.dataFim < mes.fim ? contrato.dataFim : mes.fim;
  if (de > ate) return 0;
  if (de === mes.inicio && ate === mes.fim) return DIAS_MES_COMERCIAL;
  return Math.min(diasEntre(de, ate).length, DIAS_MES_COMERCIAL);
}

/** Bolsa proporcional = bolsa × dias de contrato / 30, half-up to the cent. */
export const bolsaProporcional = (bolsaCentavos: number, diasContrato: number): number =>
  multiplicarDividir(bolsaCentavos, diasContrato, DIAS_MES_COMERCIAL);

/** Desconto por faltas = faltas injustificadas × bolsa / 30 (CLT arts. 64 and 131), half-up. */
export const descontoFaltas = (bolsaCentavos: number, faltas: number): number =>
  multiplicarDividir(bolsaCentavos, faltas, DIAS_MES_COMERCIAL);

export interface ValeTransporteCalculado {
  /** tarifa × viagens × dias (exact: integers). */
  valor: number;
  /** The apprentice's share: 6% of the proportional base pay, at most the voucher's value. */
  desconto: number;
  /** The organisation's cost: valor − desconto. */
  custo: number;
}

/**
 * Vale-transporte (Lei 7.418/1985 art. 4º; Decreto 10.854/2021 arts. 112 and 114): value =
 * tarifa × viagens por dia × dias úteis; the share = 6% of the base pay (rounded half-up), capped
 * at the value; an apprentice who opted out receives nothing and pays nothing.
 */
export function valeTransporte(entrada: {
  tarifaCentavos: number;
  viagens: number;
  dias: number;
  bolsaProporcionalCentavos: number;
  opcao: OpcaoValeTransporte;
}): ValeTransporteCalculado {
  if (entrada.opcao === 'recusou') return { valor: 0, desconto: 0, custo: 0 };
  const valor = entrada.tarifaCentavos * entrada.viagens * entrada.dias;
  const seisPorCento = multiplicarDividir(
    entrada.bolsaProporcionalCentavos,
    PERCENTUAL_DESCONTO_VT,
    100,
  );
  const desconto = Math.min(seisPorCento, valor);
  return { valor, desconto, custo: valor - desconto };
}

/** Vale-alimentação = valor diário × dias efetivamente trabalhados (Lei 6.321/1976, PAT). */
export const valeAlimentacao = (valorDiarioCentavos: number, diasAtendidos: number): number =>
  valorDiarioCentavos * diasAtendidos;

export interface PagamentoCalculado {
  valorBruto: number;
  descontoFaltas: number;
  descontoValeTransporte: number;
  valorLiquido: number;
}

/** Líquido = bruto − faltas − VT, never below zero (the bolsa is never owed back by a payment). */
export function pagamento(entrada: {
  bolsaCentavos: number;
  diasContrato: number;
  faltas: number;
  descontoValeTransporte: number;
}): PagamentoCalculado {
  const valorBruto = bolsaProporcional(entrada.bolsaCentavos, entrada.diasContrato);
  const faltas = descontoFaltas(entrada.bolsaCentavos, entrada.faltas);
  const liquido = valorBruto - faltas - entrada.descontoValeTransporte;
  return {
    valorBruto,
    descontoFaltas: faltas,
    descontoValeTransporte: entrada.descontoValeTransporte,
    valorLiquido: Math.max(0, liquido),
  };
}

/** A day of the apprentice's calendar, as server/modules/frequencia computes it. */
export interface DiaDoCalendario {
  data: string;
  tipo: 'teoria' | 'pratica' | 'feriado' | 'afastamento' | null;
  frequencia: 'presente' | 'falta' | 'falta-justificada' | null;
}

export interface DiasDoMes {
  /** Theory + practice days within the contract (holidays and leave days are not of those kinds). */
  diasUteis: number;
  /** Unjustified absences within the contract (they cost a day's pay and earn no food voucher). */
  faltas: number;
  justificadas: number;
  feriados: number;
  afastamento: number;
  /** diasUteis − faltas: the days that earn the food voucher. */
  diasTrabalhados: number;
}

/**
 * Counts the days behind every figure: working days = theory + practice days of the calendar
 * within the contract and the competência; holidays and leave days are already their own kinds.
 */
export function contarDias(
  dias: readonly DiaDoCalendario[],
  periodo: { inicio: string; fim: string },
): DiasDoMes {
  const dentro = dias.filter((d) => d.data >= periodo.inicio && d.data <= periodo.fim);
  const uteis = dentro.filter((d) => d.tipo === 'teoria' || d.tipo === 'pratica');
  const faltas = uteis.filter((d) => d.frequencia === 'falta').length;
  return {
    diasUteis: uteis.length,
    faltas,
    justificadas: uteis.filter((d) => d.frequencia === 'falta-justificada').length,
    feriados: dentro.filter((d) => d.tipo === 'feriado').length,
    afastamento: dentro.filter((d) => d.tipo === 'afastamento').length,
    diasTrabalhados: uteis.length - faltas,
  };
}

/** Reais (two decimals, from the API) -> cents, or null when it is not a whole number of cents. */
export function centavosDeReais(reais: number): number | null {
  if (!Number.isFinite(reais)) return null;
  const centavos = Math.round(reais * 100);
  return Math.abs(centavos - reais * 100) < 1e-6 && Number.isSafeInteger(centavos)
    ? centavos
    : null;
}

export const reaisDeCentavos = (centavos: number): number => centavos / 100;
