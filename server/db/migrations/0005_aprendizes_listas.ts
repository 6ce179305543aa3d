// Lists of 150,000 apprentices on two cores (docs/benchmarks.md):
// - `nome_busca`, the accent-free lower-case name, stored: pages in name order are read from an
//   index alone (an expression index cannot give its value back, so every skipped row of a deep
//   page used to run unaccent() again);
// - exact totals without counting: `aprendizes_contagem` keeps how many apprentices each
//   (situação, ativo) has, maintained by statement-level triggers (one UPDATE per statement, so
//   bulk inserts stay bulk). The list's `total` with no filter or a situação filter, the stats and
//   the situação cards read it instead of count(*) over the table.
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0005_aprendizes_listas';

const ajustar = (tabela: string, sinal: '+' | '-') => `
    INSERT INTO aprendizes_contagem (situacao_id, ativo, total)
    SELECT situacao_id, ativo, ${sinal}count(*)::integer FROM ${tabela} GROUP BY situacao_id, ativo
    ON CONFLICT (situacao_id, ativo)
      DO UPDATE SET total = aprendizes_contagem.total + EXCLUDED.total;`;

export const comandos: readonly string[] = [
  `ALTER TABLE aprendizes
     ADD COLUMN nome_busca text GENERATED ALWAYS AS (f_unaccent(lower(nome))) STORED`,
  `DROP INDEX aprendizes_ordem_nome`,
  `DROP INDEX aprendizes_situacao_nome`,
  `DROP INDEX aprendizes_municipio_nome`,
  `CREATE INDEX aprendizes_ordem_nome ON aprendizes (nome_busca, id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_situacao_nome ON aprendizes (situacao_id, nome_busca, id) INCLUDE (ativo, data_nascimento)`,
  `CREATE INDEX aprendizes_municipio_nome ON aprendizes (municipio_id, nome_busca, id) INCLUDE (ativo, data_nascimento)`,

  `CREATE TABLE aprendizes_contagem (
     situacao_id integer NOT NULL REFERENCES situacoes_aprendiz(id),
     ativo boolean NOT NULL,
     total integer NOT NULL DEFAULT 0,
     PRIMARY KEY (situacao_id, ativo)
   )`,
  `INSERT INTO aprendizes_contagem (situacao_id, ativo, total)
     SELECT situacao_id, ativo, count(*) FROM aprendizes GROUP BY situacao_id, ativo`,

  `CREATE FUNCTION aprendizes_contar_insercao() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN${ajustar('novos', '+')}
     RETURN NULL;
   END $fn$`,
  `CREATE FUNCTION aprendizes_contar_exclusao() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN${ajustar('antigos', '-')}
     RETURN NULL;
   END $fn$`,
  // Only the (situação, ativo) pairs whose count really changed are touched: editing a name takes
  // no lock on the counters.
  `CREATE FUNCTION aprendizes_contar_alteracao() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
    INSERT INTO aprendizes_contagem (situacao_id, ativo, total)
    SELECT situacao_id, ativo, sum(delta)::integer
      FROM (SELECT situacao_id, ativo, -1 AS delta FROM antigos
            UNION ALL
            SELECT situacao_id, ativo, 1 AS delta FROM novos) AS mudancas
     GROUP BY situacao_id, ativo
    HAVING sum(delta) <> 0
    ON CONFLICT (situacao_id, ativo)
      DO UPDATE SET total = aprendizes_contagem.total + EXCLUDED.total;
     RETURN NULL;
   END $fn$`,
  `CREATE FUNCTION aprendizes_contar_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
   BEGIN
     DELETE FROM aprendizes_contagem;
     RETURN NULL;
   END $fn$`,
  // Transition tables allow one event per trigger.
  `CREATE TRIGGER aprendizes_contagem_insercao AFTER INSERT ON aprendizes
     REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION aprendizes_contar_insercao()`,
  `CREATE TRIGGER aprendizes_contagem_exclusao AFTER DELETE ON aprendizes
     REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION aprendizes_contar_exclusao()`,
  `CREATE TRIGGER aprendizes_contagem_alteracao AFTER UPDATE ON aprendizes
     REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
     FOR EACH STATEMENT EXECUTE FUNCTION aprendizes_contar_alteracao()`,
  `CREATE TRIGGER aprendizes_contagem_truncate AFTER TRUNCATE ON aprendizes
     FOR EACH STATEMENT EXECUTE FUNCTION aprendizes_contar_truncate()`,
];
