// Classes (turmas) for the theory part and the allocations (alocações, enturmação) of apprentices
// to them. Capacity is checked under a row lock on the class (server/modules/alocacoes); "at most
// one open allocation per apprentice" is also a partial unique index.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { aprendizes } from './aprendizes';
import { cursos } from './cadastros';
import { ativo, carimbosEVersao, id, referencia } from './colunas';
import { periodo, periodoAberto, umPeriodoAbertoPor } from './periodo';
import { planos } from './curriculo';
import { educadores } from './educadores';

export const turmas = pgTable(
  'turmas',
  {
    id: id(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    cursoId: referencia('curso_id', () => cursos.id),
    /** The course plan the class follows (of its course, in force on its start date). */
    planoId: integer('plano_id').references((): AnyPgColumn => planos.id),
    educadorId: integer('educador_id').references(() => educadores.id),
    /** manha | tarde | noite | integral */
    turno: text('turno').notNull(),
    /** ISO weekdays of the theory classes: 1 = Monday ... 7 = Sunday. */
    diasTeoria: integer('dias_teoria').array().notNull(),
    ...periodo(),
    capacidade: integer('capacidade').notNull(),
    local: text('local'),
    /** planejada | em andamento | encerrada */
    status: text('status').notNull().default('planejada'),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('turmas_codigo_unico').on(sql`lower(${t.codigo})`),
    index('turmas_educador').on(t.educadorId),
    index('turmas_curso').on(t.cursoId),
    index('turmas_plano').on(t.planoId),
  ],
);

export const alocacoes = pgTable(
  'alocacoes',
  {
    id: id(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    turmaId: referencia('turma_id', () => turmas.id),
    ...periodoAberto(),
    motivoDesalocacao: text('motivo_desalocacao'),
    ...carimbosEVersao(),
  },
  (t) => [
    index('alocacoes_turma').on(t.turmaId, t.dataFim),
    index('alocacoes_aprendiz').on(t.aprendizId, t.dataInicio),
    umPeriodoAbertoPor('alocacoes_uma_aberta', t.aprendizId),
  ],
);
