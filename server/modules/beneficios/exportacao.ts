// Exports of /api/beneficios: one line per payment, ready for a bank or payroll import (the
// apprentice's CPF as the reader may see it, values in reais as numbers, the days behind them),
// and the year's report by competência.
import { emLotes, type ColunaExportacao } from '../../shared/exportacao';
import { umaPagina } from '../../shared/lista';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/documentos';
import {
  competenciaCurta,
  ROTULOS_STATUS_PAGAMENTO,
  ROTULOS_TIPO_PAGAMENTO,
  reaisDeCentavos as r,
} from '../../../src/shared/validation/beneficios';
import type { Executor } from '../../shared/executor';
import { lerPagamentos, ondePagamentos, ordemPagamentos, type LinhaPagamento } from './leitura';
import type { ConsultaPagamentos, LinhaRelatorio } from './esquemas';

export const colunasPagamentos = (verCpf: boolean): ColunaExportacao<LinhaPagamento>[] => [
  { titulo: 'Competência', valor: (l) => competenciaCurta(l.competencia) },
  { titulo: 'Contrato', valor: (l) => l.contratoNumero },
  { titulo: 'Aprendiz', valor: (l) => l.aprendizNome },
  {
    titulo: 'CPF',
    valor: (l) => (verCpf ? formatarCpf(l.aprendizCpf) : ocultarCpf(l.aprendizCpf)),
  },
  { titulo: 'Empresa', valor: (l) => l.parceiroNome },
  { titulo: 'Tipo', valor: (l) => ROTULOS_TIPO_PAGAMENTO[l.tipo] },
  { titulo: 'Dias de contrato', valor: (l) => l.diasContrato, tipo: 'numero' },
  { titulo: 'Dias úteis', valor: (l) => l.diasUteis, tipo: 'numero' },
  { titulo: 'Faltas injustificadas', valor: (l) => l.faltas, tipo: 'numero' },
  { titulo: 'Bolsa', valor: (l) => r(l.bolsaCentavos), tipo: 'moeda' },
  { titulo: 'Valor bruto', valor: (l) => r(l.valorBrutoCentavos), tipo: 'moeda' },
  { titulo: 'Desconto por faltas', valor: (l) => r(l.descontoFaltasCentavos), tipo: 'moeda' },
  { titulo: 'Desconto de vale-transporte', valor: (l) => r(l.descontoVtCentavos), tipo: 'moeda' },
  { titulo: 'Valor líquido', valor: (l) => r(l.valorLiquidoCentavos), tipo: 'moeda' },
  { titulo: 'Status', valor: (l) => ROTULOS_STATUS_PAGAMENTO[l.status] },
  { titulo: 'Data do pagamento', valor: (l) => l.dataPagamento, tipo: 'data' },
  { titulo: 'Motivo do ajuste', valor: (l) => l.motivo },
];

export function lotesPagamentos(
  executor: Executor,
  consulta: Omit<ConsultaPagamentos, 'page' | 'pageSize'>,
): AsyncIterable<LinhaPagamento> {
  const onde = ondePagamentos(consulta);
  return emLotes((offset, limit) =>
    umaPagina(lerPagamentos(executor, onde), ordemPagamentos(consulta.sort), { limit, offset }),
  );
}

export const colunasRelatorio: ColunaExportacao<LinhaRelatorio>[] = [
  { titulo: 'Competência', valor: (l) => competenciaCurta(l.competencia) },
  { titulo: 'Pagamentos', valor: (l) => l.quantidade, tipo: 'numero' },
  { titulo: 'Vale-transporte', valor: (l) => l.valeTransporte, tipo: 'moeda' },
  { titulo: 'Desconto de vale-transporte', valor: (l) => l.descontoValeTransporte, tipo: 'moeda' },
  { titulo: 'Vale-alimentação', valor: (l) => l.valeAlimentacao, tipo: 'moeda' },
  { titulo: 'Valor bruto', valor: (l) => l.valorBruto, tipo: 'moeda' },
  { titulo: 'Desconto por faltas', valor: (l) => l.descontoFaltas, tipo: 'moeda' },
  { titulo: 'Valor líquido', valor: (l) => l.valorLiquido, tipo: 'moeda' },
  { titulo: 'Pago', valor: (l) => l.valorPago, tipo: 'moeda' },
  { titulo: 'Pendente', valor: (l) => l.valorPendente, tipo: 'moeda' },
];

export async function* emSequencia<T>(linhas: readonly T[]): AsyncGenerator<T> {
  await Promise.resolve();
  yield* linhas;
}
