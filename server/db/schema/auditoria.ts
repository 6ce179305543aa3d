import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, momento } from './colunas';
import { usuario } from './auth';

/** Who changed which record, when, and which fields (never secrets). Append-only: no versao. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: id(),
    usuarioId: usuario('usuario_id'),
    acao: text('acao').notNull(),
    entidade: text('entidade').notNull(),
    entidadeId: text('entidade_id'),
    campos: jsonb('campos').$type<Record<string, unknown>>(),
    criadoEm: momento('criado_em').notNull().defaultNow(),
  },
  (t) => [index('auditoria_entidade').on(t.entidade, t.entidadeId)],
);
