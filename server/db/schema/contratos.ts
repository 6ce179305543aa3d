// Contracts (contratos: an apprentice hired by a partner, Aprendizagem or Estágio), their extensions
// (prorrogações) and their termination (rescisão). Contracts are never erased: they end. Money is
// integer cents (the API speaks reais, see docs/API-CONTRATOS.md). At most one running contract per
// apprentice: a partial unique index, beside the service's 409. Search indexes are expressions: they
// live in migration 0007.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { motivosDesligamento } from './cadastros';
import { carimbosEVersao, dia, id, momento, referencia } from './colunas';
import { parceiros, unidades } from './parceiros';

export const contratos = pgTable(
  'contratos',
  {
    id: id(),
    /** 'aaaa/nnnnn': the year of Con_DataInicio and its sequence (contratos_numeracao). */
    numero: text('numero').notNull(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    parceiroId: referencia('parceiro_id', () => parceiros.id),
    unidadeId: integer('unidade_id').references(() => unidades.id),
    /** 'A' (Aprendizagem) or 'E' (Estágio). */
    tipo: text('tipo').$type<'A' | 'E'>().notNull(),
    dataInicio: dia('data_inicio').notNull(),
    /** The current end: an extension moves it. */
    dataTermino: dia('data_termino').notNull(),
    /** Months from data_inicio to data_termino (with the extensions). */
    duracao: integer('duracao').notNull(),
    /** Hours a week (practice and theory). */
    cargaHoraria: integer('carga_horaria').notNull(),
    /** The practice week (migration 0017): ISO weekdays and the daily 'HH:MM' entrada and saída. */
    diasPratica: integer('dias_pratica').array(),
    horaEntrada: text('hora_entrada'),
    horaSaida: text('hora_saida'),
    valorBolsaCentavos: integer('valor_bolsa_centavos'),
    valorTaxaCentavos: integer('valor_taxa_centavos'),
    valorEncargosCentavos: integer('valor_encargos_centavos'),
    valorMatriculaCentavos: integer('valor_matricula_centavos'),
    /** A code of the profissao lookup ('4110-05'). */
    cbo: text('cbo'),
    observacoesGerais: text('observacoes_gerais'),
    /** What was stored: vigente, prorrogado, rescindido, encerrado (the API may show encerrado early). */
    status: text('status')
      .$type<'vigente' | 'prorrogado' | 'rescindido' | 'encerrado'>()
      .notNull()
      .default('vigente'),
    /** The vacancy and referral it came from, once those exist (no foreign key yet). */
    vagaId: integer('vaga_id'),
    encaminhamentoId: integer('encaminhamento_id'),
    criadoPor: usuario('criado_por'),
    /** Closing by date (POST /api/contratos/encerrar): who and when. */
    encerradoPor: usuario('encerrado_por'),
    encerradoEm: momento('encerrado_em'),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('contratos_numero_unico').on(t.numero),
    uniqueIndex('contratos_um_em_curso')
      .on(t.aprendizId)
      .where(sql`status IN ('vigente', 'prorrogado')`),
    index('contratos_aprendiz').on(t.aprendizId, t.dataInicio),
    index('contratos_parceiro').on(t.parceiroId, t.dataInicio),
    index('contratos_termino').on(t.dataTermino),
    index('contratos_status').on(t.status, t.dataTermino),
  ],
);

/** The last número given in each year: the row is locked while a contract takes the next one. */
export const contratosNumeracao = pgTable('contratos_numeracao', {
  ano: integer('ano').primaryKey(),
  ultimo: integer('ultimo').notNull(),
});

export const prorrogacoes = pgTable(
  'prorrogacoes',
  {
    id: id(),
    contratoId: referencia('contrato_id', () => contratos.id),
    dataTerminoAnterior: dia('data_termino_anterior').notNull(),
    novaDataTermino: dia('nova_data_termino').notNull(),
    motivo: text('motivo').notNull(),
    usuarioId: usuario('usuario_id'),
    ...carimbosEVersao(),
  },
  (t) => [
    index('prorrogacoes_contrato').on(t.contratoId, t.novaDataTermino),
    index('prorrogacoes_anterior').on(t.dataTerminoAnterior),
  ],
);

/** A contract is terminated at most once (unique contrato_id). */
export const rescisoes = pgTable(
  'rescisoes',
  {
    id: id(),
    contratoId: referencia('contrato_id', () => contratos.id),
    data: dia('data').notNull(),
    motivoDesligamentoId: referencia('motivo_desligamento_id', () => motivosDesligamento.id),
    observacoes: text('observacoes'),
    usuarioId: usuario('usuario_id'),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('rescisoes_contrato').on(t.contratoId),
    index('rescisoes_data').on(t.data),
    index('rescisoes_motivo').on(t.motivoDesligamentoId, t.data),
  ],
);

/** The salário mínimo of each year, which an apprenticeship bolsa must reach (CLT art. 428 § 2º). */
export const salariosMinimos = pgTable(
  'salarios_minimos',
  {
    id: id(),
    ano: integer('ano').notNull(),
    valorCentavos: integer('valor_centavos').notNull(),
    /** The decree that set it ('Decreto nº 12.342, de 30 de dezembro de 2024'). */
    decreto: text('decreto').notNull(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('salarios_minimos_ano').on(t.ano)],
);
