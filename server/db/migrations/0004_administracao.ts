// Users, roles and the audit screens (issue 5): indexes for the filters of /api/auditoria and
// /api/auditoria/acessos (by person and by period, newest first), for counting the users of each
// função, and a função name that is unique whatever its case.
// Written in SQL that both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15 accept.

export const nome = '0004_administracao';

export const comandos: readonly string[] = [
  `CREATE INDEX auditoria_criado_em ON auditoria (criado_em DESC, id DESC)`,
  `CREATE INDEX auditoria_usuario ON auditoria (usuario_id, criado_em DESC)`,
  `CREATE INDEX tentativas_login_criado_em ON tentativas_login (criado_em DESC, id DESC)`,
  `CREATE INDEX tentativas_login_usuario ON tentativas_login (usuario_id, criado_em DESC)`,
  `CREATE INDEX usuarios_funcao ON usuarios (funcao_id)`,
  `CREATE INDEX usuarios_email_busca ON usuarios USING gin (f_unaccent(lower(email)) gin_trgm_ops)`,
  `CREATE UNIQUE INDEX funcoes_nome_unico ON funcoes (lower(nome))`,
];
