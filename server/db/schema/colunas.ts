// Columns every table carries (ARCHITECTURE.md): identity id, timestamps and the optimistic
// concurrency counter; and the conventions columns share: days as 'aaaa-mm-dd' strings, required
// foreign keys, the active flag (periods: ./periodo). Spread into each table: each written once.
import { boolean, date, integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const momento = (nome: string) => timestamp(nome, { withTimezone: true, mode: 'date' });

/** A calendar day, read and written as 'aaaa-mm-dd' (the organisation's calendar, no time zone). */
export const dia = (nome: string) => date(nome, { mode: 'string' });

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const carimbos = () => ({
  criadoEm: momento('criado_em').notNull().defaultNow(),
  atualizadoEm: momento('atualizado_em').notNull().defaultNow(),
});

export const versao = () => integer('versao').notNull().default(1);

/** The end of a row people edit: its timestamps, then the versao an update must carry. */
export const carimbosEVersao = () => ({ ...carimbos(), versao: versao() });

/** A required foreign key to another table's id (NOT NULL, no action on delete): how rows point. */
export const referencia = (nome: string, alvo: () => AnyPgColumn) =>
  integer(nome).notNull().references(alvo);

/** Records are inactivated, never erased: active when created. */
export const ativo = () => boolean('ativo').notNull().default(true);
