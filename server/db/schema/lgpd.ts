// LGPD (issue 17): the retention setting. The anonymised mark is aprendizes.anonimizado_em.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { carimbosEVersao } from './colunas';

/** One row (id 1): years after the end of the last contract before a record is due for anonymisation. */
export const lgpdConfiguracao = pgTable('lgpd_configuracao', {
  id: integer('id').primaryKey(),
  anosRetencao: integer('anos_retencao').notNull(),
  ...carimbosEVersao(),
});
