// Columns every table carries (ARCHITECTURE.md): identity id, timestamps and the optimistic
// concurrency counter. Spread into each table so the convention is written once.
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const momento = (nome: string) => timestamp(nome, { withTimezone: true, mode: 'date' });

export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const carimbos = () => ({
  criadoEm: momento('criado_em').notNull().defaultNow(),
  atualizadoEm: momento('atualizado_em').notNull().defaultNow(),
});

export const versao = () => integer('versao').notNull().default(1);

/** A required foreign key to another table's id (NOT NULL, no action on delete): how rows point. */
export const referencia = (nome: string, alvo: () => AnyPgColumn) =>
  integer(nome).notNull().references(alvo);
