// LGPD (issue 17, docs/LGPD.md): the mark of an anonymised apprentice, the retention setting (years
// after the end of the last contract, default 5) and the new permission lgpd:titular for the
// administrador that already exists. SQL accepted by PGlite (PostgreSQL 18) and PostgreSQL 15.

export const nome = '0014_lgpd';

export const comandos: readonly string[] = [
  // When the record was anonymised (null: never). Irreversible: nothing sets it back to null.
  `ALTER TABLE aprendizes ADD COLUMN anonimizado_em timestamptz`,

  // One row (id 1), like beneficios_padroes: the setting the retention list and the script read.
  `CREATE TABLE lgpd_configuracao (
     id integer PRIMARY KEY CHECK (id = 1),
     anos_retencao integer NOT NULL DEFAULT 5 CHECK (anos_retencao BETWEEN 1 AND 100),
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1
   )`,
  `INSERT INTO lgpd_configuracao (id, anos_retencao) VALUES (1, 5)`,

  // The seed gives the administrador the whole catalogue on every start; this says it once for a
  // database that is migrated before it is seeded. Nobody else gets it (server/shared/permissoes.ts).
  `UPDATE funcoes SET permissoes = array_append(permissoes, 'lgpd:titular'),
     atualizado_em = now(), versao = versao + 1
   WHERE chave = 'administrador' AND NOT ('lgpd:titular' = ANY (permissoes))`,
];
