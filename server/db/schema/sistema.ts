import { pgTable, text } from 'drizzle-orm/pg-core';
import { momento } from './colunas';

/** Which migrations ran; the runner (db/migrate.ts) owns this table. */
export const migracoes = pgTable('migracoes', {
  nome: text('nome').primaryKey(),
  aplicadaEm: momento('aplicada_em').notNull().defaultNow(),
});
