// The apprentice search (issue 37). "joao araujo" asked each word of two GIN trigram indexes, the
// name's and the social name's, OR-ed them and AND-ed the words: four index scans (2,103 and 3,773
// candidate rows for the two words at 150,000 apprentices) and a recheck calling f_unaccent twice
// per candidate, 1.2–1.6 ms of PostgreSQL per search before the page. One stored text with both
// names, already accent-free and lower case, and one trigram index on it answer every word in a
// single index scan that intersects their trigrams (48 candidates), rechecked with a plain LIKE:
// 0.4 ms (EXPLAIN ANALYZE, docs/benchmarks.md). A word has no space, so it never matches across
// the space between the two names: the same rows as before. The two old indexes had no other
// reader (the palette moves to this column too) and each insert paid for both.

export const nome = '0024_aprendizes_texto_busca';

export const comandos: readonly string[] = [
  `ALTER TABLE aprendizes ADD COLUMN texto_busca text
     GENERATED ALWAYS AS (f_unaccent(lower(nome || ' ' || coalesce(nome_social, '')))) STORED`,
  `CREATE INDEX aprendizes_texto_busca ON aprendizes USING gin (texto_busca gin_trgm_ops)`,
  `DROP INDEX aprendizes_nome_busca`,
  `DROP INDEX aprendizes_nome_social_busca`,
];
