// The contracts of a competência and the figures of one contract's month from its days (the
// shared formulas). Nothing is written here: gerar.ts counts the days on the apprentices'
// calendars (server/modules/frequencia) and stores what this answers.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { aprendizes, contratos, rescisoes } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import {
  limitesCompetencia,
  pagamento,
  valeAlimentacao,
  valeTransporte,
  type Competencia,
  type DiasDoMes,
  type OpcaoValeTransporte,
  type PagamentoCalculado,
} from '../../../src/shared/validation/beneficios';

export interface ContratoDoMes {
  id: number;
  numero: string;
  aprendizId: number;
  aprendizNome: string;
  parceiroId: number;
  tipo: 'A' | 'E';
  dataInicio: string;
  /** Its término, or the rescisão's date when it ended early. */
  dataFim: string;
  bolsaCentavos: number | null;
}

const fimEfetivo = sql<string>`least(${contratos.dataTermino}, coalesce(${rescisoes.data}, ${contratos.dataTermino}))`;

/** Contracts that ran at least one day of the competência (ended ones count their days). */
export async function contratosDoMes(
  executor: Executor,
  competencia: Competencia,
  contratoId?: number,
): Promise<ContratoDoMes[]> {
  const mes = limitesCompetencia(competencia);
  const linhas = await executor
    .select({
      id: contratos.id,
      numero: contratos.numero,
      aprendizId: contratos.aprendizId,
      aprendizNome: aprendizes.nome,
      parceiroId: contratos.parceiroId,
      tipo: contratos.tipo,
      dataInicio: contratos.dataInicio,
      dataFim: sql<string>`to_char(${fimEfetivo}, 'YYYY-MM-DD')`,
      bolsaCentavos: contratos.valorBolsaCentavos,
    })
    .from(contratos)
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .leftJoin(rescisoes, eq(rescisoes.contratoId, contratos.id))
    .where(
      and(
        lte(contratos.dataInicio, mes.fim),
        gte(fimEfetivo, mes.inicio),
        contratoId === undefined ? undefined : eq(contratos.id, contratoId),
      ),
    )
    .orderBy(contratos.id);
  return linhas;
}

export interface DiasDoContrato extends DiasDoMes {
  /** Calendar days of the contract in the month, on the commercial month (at most 30). */
  diasContrato: number;
}

export interface ParametrosVales {
  tarifaCentavos: number;
  viagens: number;
  opcao: OpcaoValeTransporte;
  dataOpcao: string | null;
  valorDiarioCentavos: number;
}

export interface Calculo {
  dias: DiasDoContrato;
  vt: { dias: number; valorCentavos: number; descontoCentavos: number };
  va: { dias: number; valorCentavos: number };
  pagamento: PagamentoCalculado;
}

/**
 * The figures of a contract's month. Estágio (tipo E) has no 6% share: the transport aid of Lei
 * 11.788/2008 art. 12 is owed whole, the Decreto's share is an employee's (docs/API-BENEFICIOS.md).
 */
export function calcular(
  contrato: ContratoDoMes & { bolsaCentavos: number },
  dias: DiasDoContrato,
  p: ParametrosVales,
): Calculo {
  const semDesconto = contrato.tipo === 'E';
  const bruto = pagamento({
    bolsaCentavos: contrato.bolsaCentavos,
    diasContrato: dias.diasContrato,
    faltas: 0,
    descontoValeTransporte: 0,
  }).valorBruto;
  const vt = valeTransporte({
    tarifaCentavos: p.tarifaCentavos,
    viagens: p.viagens,
    dias: dias.diasUteis,
    bolsaProporcionalCentavos: semDesconto ? 0 : bruto,
    opcao: p.opcao,
  });
  return {
    dias,
    vt: { dias: dias.diasUteis, valorCentavos: vt.valor, descontoCentavos: vt.desconto },
    va: {
      dias: dias.diasTrabalhados,
      valorCentavos: valeAlimentacao(p.valorDiarioCentavos, dias.diasTrabalhados),
    },
    pagamento: pagamento({
      bolsaCentavos: contrato.bolsaCentavos,
      diasContrato: dias.diasContrato,
      faltas: dias.faltas,
      descontoValeTransporte: vt.desconto,
    }),
  };
}

/** The payment row's computed columns (generation inserts or updates them). */
export function colunasDoPagamento(c: Calculo, bolsaCentavos: number) {
  return {
    bolsaCentavos,
    diasContrato: c.dias.diasContrato,
    diasUteis: c.dias.diasUteis,
    faltas: c.dias.faltas,
    justificadas: c.dias.justificadas,
    feriados: c.dias.feriados,
    afastamento: c.dias.afastamento,
    valorBrutoCentavos: c.pagamento.valorBruto,
    descontoFaltasCentavos: c.pagamento.descontoFaltas,
    descontoVtCentavos: c.pagamento.descontoValeTransporte,
    valorLiquidoCentavos: c.pagamento.valorLiquido,
  };
}
