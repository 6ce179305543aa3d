// Foundation: search extensions, roles, users, sessions, sign-in attempts and the audit trail.
// Written in SQL that both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15 accept.

export const nome = '0001_fundacao';

export const comandos: readonly string[] = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS unaccent`,
  // unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index.
  // Naming the dictionary and the schema explicitly makes the wrapper safe to declare IMMUTABLE;
  // the string body (not BEGIN ATOMIC) keeps it valid on both engines.
  `CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     AS $fn$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $fn$`,

  `CREATE TABLE funcoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     chave text NOT NULL UNIQUE,
     nome text NOT NULL,
     descricao text NOT NULL DEFAULT '',
     permissoes text[] NOT NULL DEFAULT '{}'::text[],
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1
   )`,

  `CREATE TABLE usuarios (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     nome text NOT NULL,
     email text NOT NULL,
     senha_hash text NOT NULL,
     funcao_id integer NOT NULL REFERENCES funcoes(id),
     ativo boolean NOT NULL DEFAULT true,
     ultimo_acesso timestamptz,
     falhas_consecutivas integer NOT NULL DEFAULT 0,
     bloqueado_ate timestamptz,
     trocar_senha boolean NOT NULL DEFAULT false,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1
   )`,
  // Sign-in compares lower(email): "Ana@X.com" and "ana@x.com" are one account.
  `CREATE UNIQUE INDEX usuarios_email_unico ON usuarios (lower(email))`,
  `CREATE INDEX usuarios_nome_busca ON usuarios USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,

  `CREATE TABLE sessoes (
     id text PRIMARY KEY,
     usuario_id integer NOT NULL REFERENCES usuarios(id),
     jti text NOT NULL,
     jti_anterior text,
     jti_anterior_ate timestamptz,
     expira_em timestamptz NOT NULL,
     revogada_em timestamptz,
     ip text,
     user_agent text,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX sessoes_usuario ON sessoes (usuario_id)`,

  `CREATE TABLE tentativas_login (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     email text NOT NULL,
     ip text NOT NULL,
     sucesso boolean NOT NULL DEFAULT false,
     motivo text,
     usuario_id integer REFERENCES usuarios(id),
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX tentativas_login_ip ON tentativas_login (ip, criado_em)`,

  `CREATE TABLE auditoria (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     usuario_id integer REFERENCES usuarios(id),
     acao text NOT NULL,
     entidade text NOT NULL,
     entidade_id text,
     campos jsonb,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX auditoria_entidade ON auditoria (entidade, entidade_id)`,
];
