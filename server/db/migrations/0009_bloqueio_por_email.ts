// Sign-in lockout for e-mails with no account: the same 5 failures / 15 minutes as an account's,
// so a stranger cannot tell a registered e-mail from an unknown one by which of them locks.
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0009_bloqueio_por_email';

export const comandos: readonly string[] = [
  `CREATE TABLE bloqueios_login (
     email text PRIMARY KEY,
     falhas_consecutivas integer NOT NULL DEFAULT 0,
     bloqueado_ate timestamptz,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now()
   )`,
];
