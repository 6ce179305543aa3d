// A period's columns, as placements, allocations, leaves, classes and holidays store it
// ('aaaa-mm-dd' days), and the rule that a person has at most one open period of a kind.
import { sql } from 'drizzle-orm';
import { uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dia } from './colunas';

/** A period with both ends known (a class, a holiday or recess). */
export const periodo = () => ({
  dataInicio: dia('data_inicio').notNull(),
  dataFim: dia('data_fim').notNull(),
});

/** A period from dataInicio that dataFim closes (null while open): placement, allocation, leave. */
export const periodoAberto = () => ({
  dataInicio: dia('data_inicio').notNull(),
  dataFim: dia('data_fim'),
});

/** At most one open period (data_fim null) per `quem`: a partial unique index. */
export const umPeriodoAbertoPor = (nome: string, quem: AnyPgColumn) =>
  uniqueIndex(nome)
    .on(quem)
    .where(sql`data_fim IS NULL`);
