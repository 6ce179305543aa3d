// Attendance (frequência, issue 11) and the organisation's own holidays. A class day taken is one
// frequencia_dias row (the day's discipline and content, who saved it, versao) and one frequencias
// row per apprentice marked; national and state holidays are computed (server/modules/feriados),
// only municipal ones and recessos are stored. Indexes and checks: migration 0008.
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { municipios } from './cadastros';
import { ativo, carimbosEVersao, dia, id, momento, referencia } from './colunas';
import { periodo } from './periodo';
import { disciplinas } from './curriculo';
import { turmas } from './turmas';

export const feriados = pgTable(
  'feriados',
  {
    id: id(),
    /** municipal (one day, of a municipality) | recesso (a range, the whole organisation or one municipality). */
    tipo: text('tipo').$type<'municipal' | 'recesso'>().notNull(),
    nome: text('nome').notNull(),
    ...periodo(),
    /** IBGE code; required for a municipal holiday, optional for a recesso (null: everywhere). */
    municipioId: integer('municipio_id').references(() => municipios.id),
    /** A municipal holiday that repeats on the same day and month every year from its first. */
    anual: boolean('anual').notNull().default(false),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [
    index('feriados_periodo')
      .on(t.dataInicio, t.dataFim)
      .where(sql`ativo`),
    index('feriados_municipio').on(t.municipioId),
  ],
);

export const frequenciaDias = pgTable(
  'frequencia_dias',
  {
    id: id(),
    turmaId: referencia('turma_id', () => turmas.id),
    data: dia('data').notNull(),
    disciplinaId: integer('disciplina_id').references(() => disciplinas.id),
    conteudo: text('conteudo').notNull().default(''),
    /** Who saved the day last, and when. */
    usuarioId: usuario('usuario_id'),
    salvoEm: momento('salvo_em').notNull().defaultNow(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('frequencia_dias_turma_data').on(t.turmaId, t.data)],
);

export type StatusFrequencia = 'presente' | 'falta' | 'falta-justificada';

export const frequencias = pgTable(
  'frequencias',
  {
    turmaId: referencia('turma_id', () => turmas.id),
    data: dia('data').notNull(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    status: text('status').$type<StatusFrequencia>().notNull(),
    justificativa: text('justificativa'),
  },
  (t) => [
    primaryKey({ columns: [t.turmaId, t.data, t.aprendizId] }),
    foreignKey({
      name: 'frequencias_dia_fk',
      columns: [t.turmaId, t.data],
      foreignColumns: [frequenciaDias.turmaId, frequenciaDias.data],
    }),
    index('frequencias_aprendiz').on(t.aprendizId, t.data),
  ],
);

/**
 * Per apprentice, their last 30 class days taken and current run of unjustified absences: kept by
 * every save of a day (server/modules/frequencia/indicadores.ts), read by the alerts.
 */
export const frequenciaIndicadores = pgTable('frequencia_indicadores', {
  aprendizId: integer('aprendiz_id')
    .primaryKey()
    .references(() => aprendizes.id),
  dias: integer('dias').notNull(),
  presentes: integer('presentes').notNull(),
  faltas: integer('faltas').notNull(),
  justificadas: integer('justificadas').notNull(),
  faltasSeguidas: integer('faltas_seguidas').notNull(),
  ultimaData: dia('ultima_data'),
  atualizadoEm: momento('atualizado_em').notNull().defaultNow(),
  /**
   * In alert (the alerts page's filter), computed by PostgreSQL from the columns above (migration
   * 0016): a column has planner statistics, an expression does not.
   */
  emAlerta: boolean('em_alerta')
    .notNull()
    .generatedAlwaysAs(sql`faltas_seguidas >= 3 OR (dias >= 5 AND presentes * 4 < dias * 3)`),
});
