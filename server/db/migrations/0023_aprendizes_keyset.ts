// Lists at saturation (issue 37). Profiled with EXPLAIN ANALYZE on PostgreSQL 15 (docs/benchmarks.md,
// "Mudanças (issue 37)"):
// - the birth-date and sign-up-date orders paged by keyset (sort key + id) or OFFSET read their
//   index and then every row for `ativo` and sorted the ties by id again (an incremental sort over
//   each date): (date, id) INCLUDE (ativo) gives the page from the index alone, in order;
// - a situação with an age band (the list's most common filter) counted its rows through the
//   situação's name index, filtering every entry by birth date: (situacao_id, data_nascimento)
//   INCLUDE (ativo) makes that count a range of the index.
// The search needs nothing new: its `f_unaccent(lower(col)) LIKE` already has the pg_trgm GIN
// indexes of 0002 on both engines (PGlite loads pg_trgm from @electric-sql/pglite/contrib).
// Plain btree indexes: the same SQL on PGlite and PostgreSQL.

export const nome = '0023_aprendizes_keyset';

export const comandos: readonly string[] = [
  `DROP INDEX aprendizes_nascimento`,
  `DROP INDEX aprendizes_cadastro`,
  `CREATE INDEX aprendizes_nascimento ON aprendizes (data_nascimento, id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_cadastro ON aprendizes (data_cadastro, id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_situacao_nascimento ON aprendizes (situacao_id, data_nascimento) INCLUDE (ativo)`,
];
