// The programme's theory content: modules (in the order they are taught), their disciplines, the
// course plans (plano de curso: which disciplines a course's classes follow in a period) and each
// plan's curriculum (its disciplines in order, with their hours). Names are unique within their
// parent (a module's among modules, a discipline's within its module, a plan's within its course),
// written as unique indexes so two people saving at once cannot both win. Plans of one course never
// overlap in time: checked in the service under a lock on the course row (PGlite has no btree_gist
// for an exclusion constraint).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cursos } from './cadastros';
import { ativo, carimbosEVersao, dia, id, referencia } from './colunas';

export const modulos = pgTable(
  'modulos',
  {
    id: id(),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull(),
    cargaHoraria: integer('carga_horaria').notNull(),
    descricao: text('descricao').notNull().default(''),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('modulos_nome_unico').on(sql`f_unaccent(lower(${t.nome}))`),
    index('modulos_ordem').on(t.ordem, t.id),
  ],
);

export const disciplinas = pgTable(
  'disciplinas',
  {
    id: id(),
    moduloId: referencia('modulo_id', () => modulos.id),
    nome: text('nome').notNull(),
    cargaHoraria: integer('carga_horaria').notNull(),
    ementa: text('ementa').notNull().default(''),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('disciplinas_nome_unico').on(t.moduloId, sql`f_unaccent(lower(${t.nome}))`)],
);

export const planos = pgTable(
  'planos',
  {
    id: id(),
    cursoId: referencia('curso_id', () => cursos.id),
    nome: text('nome').notNull(),
    vigenciaInicio: dia('vigencia_inicio').notNull(),
    /** null: in force until another plan is written. */
    vigenciaFim: dia('vigencia_fim'),
    ativo: ativo(),
    /** Its versao is also bumped by every save of the curriculum: plan and list are one document. */
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('planos_nome_unico').on(t.cursoId, sql`f_unaccent(lower(${t.nome}))`),
    index('planos_curso_vigencia').on(t.cursoId, t.vigenciaInicio),
  ],
);

export const curriculoItens = pgTable(
  'curriculo_itens',
  {
    planoId: referencia('plano_id', () => planos.id),
    disciplinaId: referencia('disciplina_id', () => disciplinas.id),
    ordem: integer('ordem').notNull(),
    cargaHoraria: integer('carga_horaria').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.planoId, t.disciplinaId] }),
    uniqueIndex('curriculo_itens_ordem').on(t.planoId, t.ordem),
    index('curriculo_itens_disciplina').on(t.disciplinaId),
  ],
);
