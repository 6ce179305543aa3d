// Evaluations, grades and report cards (issue 12). A template (avaliacoes) keeps its ordered
// questions as one JSON array (they are read and written whole, and frozen once applied); an
// applied evaluation (avaliacoes_aplicadas) keeps its answers as one JSON object keyed by the
// question's id. Grades (notas) are one row per apprentice, class, discipline and bimester; the
// header (notas_lancamentos) carries the versao of a class × discipline × bimester grid and who
// saved it. Indexes and checks: migration 0011.
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  PerguntaAvaliacao,
  StatusAplicada,
  TipoAvaliacao,
  ValorResposta,
} from '../../../src/shared/validation/avaliacoes';
import { aprendizes } from './aprendizes';
import { usuario } from './auth';
import { conceitos } from './cadastros';
import { ativo, carimbosEVersao, dia, id, momento, referencia } from './colunas';
import { disciplinas } from './curriculo';
import { supervisores } from './portal';
import { turmas } from './turmas';

export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: id(),
    titulo: text('titulo').notNull(),
    descricao: text('descricao').notNull().default(''),
    tipo: text('tipo').$type<TipoAvaliacao>().notNull(),
    perguntas: jsonb('perguntas').$type<PerguntaAvaliacao[]>().notNull(),
    ativo: ativo(),
    ...carimbosEVersao(),
  },
  (t) => [index('avaliacoes_tipo').on(t.tipo)],
);

export const avaliacoesAplicadas = pgTable(
  'avaliacoes_aplicadas',
  {
    id: id(),
    avaliacaoId: referencia('avaliacao_id', () => avaliacoes.id),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    /** The class the apprentice was in when applied (null: applied to people without a class). */
    turmaId: integer('turma_id').references(() => turmas.id),
    respondenteNome: text('respondente_nome').notNull(),
    respondentePapel: text('respondente_papel').notNull(),
    prazo: dia('prazo').notNull(),
    /** The day it was applied. */
    data: dia('data').notNull(),
    status: text('status').$type<StatusAplicada>().notNull().default('pendente'),
    respostas: jsonb('respostas').$type<Record<string, ValorResposta>>().notNull(),
    concluidaEm: momento('concluida_em'),
    /** Set when a supervisor answered it through the partner portal (issue 36). */
    supervisorId: integer('supervisor_id').references(() => supervisores.id),
    ...carimbosEVersao(),
  },
  (t) => [
    index('avaliacoes_aplicadas_avaliacao').on(t.avaliacaoId, t.status),
    index('avaliacoes_aplicadas_aprendiz').on(t.aprendizId),
    index('avaliacoes_aplicadas_turma').on(t.turmaId, t.status),
  ],
);

export const notasLancamentos = pgTable(
  'notas_lancamentos',
  {
    id: id(),
    turmaId: referencia('turma_id', () => turmas.id),
    disciplinaId: referencia('disciplina_id', () => disciplinas.id),
    periodo: smallint('periodo').notNull(),
    usuarioId: usuario('usuario_id'),
    salvoEm: momento('salvo_em').notNull().defaultNow(),
    ...carimbosEVersao(),
  },
  (t) => [uniqueIndex('notas_lancamentos_grade').on(t.turmaId, t.disciplinaId, t.periodo)],
);

export const notas = pgTable(
  'notas',
  {
    id: id(),
    aprendizId: referencia('aprendiz_id', () => aprendizes.id),
    turmaId: referencia('turma_id', () => turmas.id),
    disciplinaId: referencia('disciplina_id', () => disciplinas.id),
    periodo: smallint('periodo').notNull(),
    /** 0 to 10, one decimal: typed, or the middle of the conceito's range when given as one. */
    valor: numeric('valor', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    /** Set when the grade was given as a conceito (null: typed as a number). */
    conceitoId: integer('conceito_id').references(() => conceitos.id),
    ...carimbosEVersao(),
  },
  (t) => [
    uniqueIndex('notas_unica').on(t.turmaId, t.disciplinaId, t.periodo, t.aprendizId),
    index('notas_aprendiz').on(t.aprendizId, t.turmaId),
  ],
);
