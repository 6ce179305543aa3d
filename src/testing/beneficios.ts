// Test-only: one contract's benefits in a competência as the API answers them — the payment and
// the two vouchers — for the benefits screens and the apprentice's Benefícios tab, which read the
// same records. Each test changes only what it is about.
import type { Pagamento, ValeAlimentacao, ValeTransporte } from '../features/beneficios/api';

/** What every benefit record carries: its competência, contract, apprentice and company. */
const doContrato = (id: number, nome: string) => ({
  id,
  competencia: '2026-03',
  contrato: { id: id + 100, numero: `2026/0000${String(id)}`, tipo: 'A' as const },
  aprendiz: { id: id + 10, nome },
  parceiro: { id: 5, nome: 'Mercado Bom Preço' },
  bloqueado: false,
  versao: 1,
});

/** A pending monthly payment: bolsa 1.000, two absences (one justified), VT share 60. */
export const pagamentoFalso = (
  id: number,
  nome: string,
  extra: Partial<Pagamento> = {},
): Pagamento => ({
  ...doContrato(id, nome),
  tipo: 'mensal',
  ajusteDe: null,
  motivo: null,
  bolsa: 1000,
  diasContrato: 30,
  diasUteis: 22,
  faltas: 2,
  justificadas: 1,
  feriados: 0,
  afastamento: 0,
  valorBruto: 1000,
  descontoFaltas: 66.67,
  descontoValeTransporte: 60,
  valorLiquido: 873.33,
  status: 'pendente',
  dataPagamento: null,
  criadoEm: '2026-04-01T12:00:00Z',
  ...extra,
});

/** Two trips a day at R$ 5,00 over 22 working days. */
export const valeTransporteFalso = (
  id: number,
  nome: string,
  extra: Partial<ValeTransporte> = {},
): ValeTransporte => ({
  ...doContrato(id, nome),
  tarifa: 5,
  viagens: 2,
  opcao: 'aderiu',
  dataOpcao: null,
  dias: 22,
  valor: 220,
  desconto: 60,
  custo: 160,
  ...extra,
});

/** R$ 20,00 a day over 21 days worked. */
export const valeAlimentacaoFalso = (
  id: number,
  nome: string,
  extra: Partial<ValeAlimentacao> = {},
): ValeAlimentacao => ({
  ...doContrato(id, nome),
  valorDiario: 20,
  dias: 21,
  valor: 420,
  ...extra,
});
