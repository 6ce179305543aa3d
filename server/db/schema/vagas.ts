// Vacancies (vagas) at a partner's unit, their candidates (candidatos) and referrals
// (encaminhamentos) of selected candidates to the company, up to the contract (issue 9). Money is
// integer cents. Nothing is erased: a vacancy is cancelled, a candidacy not selected, a referral
// ends reprovado or desistente. Search indexes are expressions: they live in migration 0010.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { grausEscolaridade, profissoes } from './cadastros';
import { carimbosEVersao, dia, id, referencia } from './colunas';
import { parceiros, unidades } from './parceiros';

export const vagas = pgTable(
  'vagas',
  {
    id: id(),
    parceiroId: referencia('parceiro_id', () => parceiros.id),
    unidadeId: referencia('unidade_id', () => unidades.id),
    titulo: text('titulo').notNull(),
    profissaoId: referencia('profissao_id', () => profissoes.id),
    quantidade: integer('quantidade').notNull(),
    requisitos: text('requisitos'),
    /** manha, tarde, noite, integral (the classes' shifts). */
    turno: text('turno').notNull(),
    /** Hours a week. */
    cargaHoraria: integer('carga_horaria').notNull(),
    valorBolsaCentavos: integer('valor_bolsa_centavos').notNull(),
    beneficios: text('beneficios'),
    idadeMinima: integer('idade_minima'),
    idadeMaxima: integer('idade_maxima'),
    /** The least schooling asked for (graus_escolaridade.ordem compares). */
    grauEscolaridadeId: integer('grau_escolaridade_id').references(() => grausEscolaridade.id),
    dataAbertura: dia('data_abertura').notNull(),
    dataEncerramento: dia('data_encerramento'),
    status: text('status')
      .$type<'aberta' | 'em seleção' | 'preenchida' | 'cancelada'>()
      .notNull()
      .default('aberta'),
    criadoPor: usuario('criado_por'),
    ...carimbosEVersao(),
  },
  (t) => [
    index('vagas_parceiro').on(t.parceiroId, t.status),
    index('vagas_status').on(t.status, t.dataAbertura),
  ],
);

/** An apprentice applying to a vacancy: once per vacancy (unique). */
export const candidatos = pgTable(
  'candidatos',
  {
    id: id(),
    vagaId: referencia('vaga_id', () => vagas.id),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    status: text('status')
      .$type<'inscrito' | 'selecionado' | 'não selecionado'>()
      .notNull()
      .default('inscrito'),
    /** Why a candidacy closed without the person choosing (the vacancy cancelled or filled). */
    motivo: text('motivo'),
    criadoPor: usuario('criado_por'),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('candidatos_vaga_aprendiz').on(t.vagaId, t.aprendizId),
    index('candidatos_aprendiz').on(t.aprendizId, t.status),
  ],
);

/**
 * A selected candidate sent to the company. At most one open (encaminhado, entrevista agendada)
 * per apprentice across all vacancies: a partial unique index beside the service's 409.
 */
export const encaminhamentos = pgTable(
  'encaminhamentos',
  {
    id: id(),
    vagaId: referencia('vaga_id', () => vagas.id),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    /** The day of the referral. */
    data: dia('data').notNull(),
    /** Brazil's wall clock, 'aaaa-mm-dd hh:mm:ss' (no time zone: it is where the interview is). */
    dataEntrevista: timestamp('data_entrevista', { mode: 'string' }),
    status: text('status')
      .$type<'encaminhado' | 'entrevista agendada' | 'aprovado' | 'reprovado' | 'desistente'>()
      .notNull()
      .default('encaminhado'),
    observacoes: text('observacoes'),
    criadoPor: usuario('criado_por'),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('encaminhamentos_um_aberto')
      .on(t.aprendizId)
      .where(sql`status IN ('encaminhado', 'entrevista agendada')`),
    index('encaminhamentos_vaga').on(t.vagaId, t.status),
    index('encaminhamentos_aprendiz').on(t.aprendizId),
    index('encaminhamentos_entrevista').on(t.dataEntrevista),
  ],
);
