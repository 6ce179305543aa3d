// The e-mail outbox (issue 36, server/db/schema/emails.ts). The sender's claim reads pending rows
// due now in id order: a partial index holds only those. SQL accepted by PGlite and PostgreSQL 15.

export const nome = '0019_emails';

export const comandos: readonly string[] = [
  `CREATE TABLE emails (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     destinatario text NOT NULL,
     assunto text NOT NULL,
     texto text NOT NULL,
     html text NOT NULL,
     origem text NOT NULL,
     chave text UNIQUE,
     status text NOT NULL DEFAULT 'pendente'
       CHECK (status IN ('pendente', 'enviando', 'enviado', 'falhou', 'nao-configurado')),
     tentativas integer NOT NULL DEFAULT 0,
     proxima_tentativa timestamptz NOT NULL DEFAULT now(),
     reservado_ate timestamptz,
     ultimo_erro text,
     enviado_em timestamptz,
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX emails_a_enviar ON emails (proxima_tentativa, id) WHERE status IN ('pendente', 'enviando')`,
  `CREATE INDEX emails_criado_em ON emails (criado_em DESC, id DESC)`,
  // The outbox's screen: the administrador only (recipients and contents are personal data).
  `UPDATE funcoes SET permissoes = array_append(permissoes, 'emails:admin'),
          atualizado_em = now(), versao = versao + 1
   WHERE chave = 'administrador' AND NOT ('emails:admin' = ANY (permissoes))`,
];
