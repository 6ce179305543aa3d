// Benefits (issue 13): the defaults, which competências were generated, the transport and food
// vouchers and the payments, per contract and competência ('aaaa-mm'). Money is integer cents (the
// API speaks reais). A payment that was paid is never edited: a correction is a new 'ajuste' row.
// SQL and indexes in migration 0012.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  OpcaoValeTransporte,
  StatusPagamento,
  TipoPagamento,
} from '../../../src/shared/validation/beneficios';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { carimbosEVersao, dia, id, momento, referencia } from './colunas';
import { contratos } from './contratos';
import { parceiros } from './parceiros';

/** One row (id 1): what a voucher starts with when the apprentice has none before. */
export const beneficiosPadroes = pgTable('beneficios_padroes', {
  id: integer('id').primaryKey(),
  tarifaCentavos: integer('tarifa_centavos').notNull(),
  viagens: integer('viagens').notNull(),
  valorDiarioCentavos: integer('valor_diario_centavos').notNull(),
  ...carimbosEVersao(),
});

/** A competência that was generated at least once: when, by whom, how many times. */
export const beneficiosCompetencias = pgTable('beneficios_competencias', {
  competencia: text('competencia').primaryKey(),
  geradaEm: momento('gerada_em').notNull().defaultNow(),
  geradaPor: usuario('gerada_por'),
  geracoes: integer('geracoes').notNull().default(1),
});

const porContrato = () => ({
  id: id(),
  contratoId: referencia('contrato_id', () => contratos.id),
  aprendizId: referencia('aprendiz_id', () => aprendizes.id),
  competencia: text('competencia').notNull(),
});

export const valesTransporte = pgTable(
  'beneficios_vale_transporte',
  {
    ...porContrato(),
    tarifaCentavos: integer('tarifa_centavos').notNull(),
    viagens: integer('viagens').notNull(),
    opcao: text('opcao').$type<OpcaoValeTransporte>().notNull(),
    /** The day the apprentice opted out (kept while the opt-out lasts). */
    dataOpcao: dia('data_opcao'),
    /** Working days (theory + practice in the contract, without holidays and leave). */
    dias: integer('dias').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    descontoCentavos: integer('desconto_centavos').notNull(),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('vale_transporte_contrato_competencia').on(t.contratoId, t.competencia),
    index('vale_transporte_competencia').on(t.competencia),
    index('vale_transporte_aprendiz').on(t.aprendizId, t.competencia),
  ],
);

export const valesAlimentacao = pgTable(
  'beneficios_vale_alimentacao',
  {
    ...porContrato(),
    valorDiarioCentavos: integer('valor_diario_centavos').notNull(),
    /** Days actually worked: working days minus unjustified absences. */
    dias: integer('dias').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('vale_alimentacao_contrato_competencia').on(t.contratoId, t.competencia),
    index('vale_alimentacao_competencia').on(t.competencia),
    index('vale_alimentacao_aprendiz').on(t.aprendizId, t.competencia),
  ],
);

export const pagamentos = pgTable(
  'beneficios_pagamentos',
  {
    ...porContrato(),
    parceiroId: referencia('parceiro_id', () => parceiros.id),
    tipo: text('tipo').$type<TipoPagamento>().notNull().default('mensal'),
    /** The paid payment an 'ajuste' corrects. */
    ajusteDeId: integer('ajuste_de_id'),
    motivo: text('motivo'),
    bolsaCentavos: integer('bolsa_centavos').notNull(),
    diasContrato: integer('dias_contrato').notNull(),
    diasUteis: integer('dias_uteis').notNull(),
    faltas: integer('faltas').notNull(),
    justificadas: integer('justificadas').notNull(),
    feriados: integer('feriados').notNull(),
    afastamento: integer('afastamento').notNull(),
    valorBrutoCentavos: integer('valor_bruto_centavos').notNull(),
    descontoFaltasCentavos: integer('desconto_faltas_centavos').notNull(),
    descontoVtCentavos: integer('desconto_vt_centavos').notNull(),
    valorLiquidoCentavos: integer('valor_liquido_centavos').notNull(),
    status: text('status').$type<StatusPagamento>().notNull().default('pendente'),
    dataPagamento: dia('data_pagamento'),
    pagoPor: usuario('pago_por'),
    criadoPor: usuario('criado_por'),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('pagamentos_contrato_competencia')
      .on(t.contratoId, t.competencia)
      .where(sql`tipo = 'mensal'`),
    index('pagamentos_competencia').on(t.competencia, t.status),
    index('pagamentos_parceiro').on(t.parceiroId, t.competencia),
    index('pagamentos_aprendiz').on(t.aprendizId, t.competencia),
  ],
);
