// The partner portal (issue 36, server/db/schema/portal.ts): a unit's supervisors with their link's
// version and expiry (never the link itself), the generated signing key's one row, and which
// supervisor answered an applied evaluation through the portal. SQL accepted by PGlite and
// PostgreSQL 15.

export const nome = '0020_portal_parceiros';

export const comandos: readonly string[] = [
  `CREATE TABLE supervisores (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     unidade_id integer NOT NULL REFERENCES unidades(id),
     nome text NOT NULL,
     email text NOT NULL,
     telefone text,
     link_versao integer NOT NULL DEFAULT 0,
     link_expira_em timestamptz,
     link_enviado_em timestamptz,
     link_revogado_em timestamptz,
     ativo boolean NOT NULL DEFAULT true,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1
   )`,
  `CREATE INDEX supervisores_unidade ON supervisores (unidade_id)`,
  // Two contacts of one unit never share an e-mail: one link per person.
  `CREATE UNIQUE INDEX supervisores_email_na_unidade ON supervisores (unidade_id, lower(email))`,
  `CREATE TABLE portal_chave (
     id integer PRIMARY KEY CHECK (id = 1),
     chave text NOT NULL,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `ALTER TABLE avaliacoes_aplicadas ADD COLUMN supervisor_id integer REFERENCES supervisores(id)`,
  // The access log's portal rows: no user, the supervisor whose link opened the apprentice.
  `ALTER TABLE acessos ADD COLUMN supervisor_id integer REFERENCES supervisores(id)`,
];
