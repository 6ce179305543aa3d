// Certificates and declarations anyone can verify (issue 35, docs/API-DOCUMENTOS.md): the register
// of issued documents and the two permissions to issue and to revoke them. SQL accepted by PGlite
// (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0018_documentos';

export const comandos: readonly string[] = [
  `CREATE TABLE documentos_emitidos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL CHECK (codigo ~ '^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$'),
     tipo text NOT NULL
       CHECK (tipo IN ('certificado', 'matricula', 'frequencia', 'vinculo', 'conclusao')),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     turma_id integer REFERENCES turmas(id),
     contrato_id integer REFERENCES contratos(id),
     lote text,
     dados jsonb NOT NULL,
     emitido_por integer REFERENCES usuarios(id),
     emitido_em timestamptz NOT NULL,
     revogado_em timestamptz,
     revogado_por integer REFERENCES usuarios(id),
     motivo_revogacao text,
     substituido_por integer REFERENCES documentos_emitidos(id),
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1,
     CHECK ((revogado_em IS NULL) = (motivo_revogacao IS NULL))
   )`,
  // The code is what the public page looks up: unique, so two documents can never share one.
  `CREATE UNIQUE INDEX documentos_emitidos_codigo ON documentos_emitidos (codigo)`,
  `CREATE INDEX documentos_emitidos_aprendiz ON documentos_emitidos (aprendiz_id, emitido_em)`,
  `CREATE INDEX documentos_emitidos_emitido_em ON documentos_emitidos (emitido_em)`,
  `CREATE INDEX documentos_emitidos_lote ON documentos_emitidos (lote) WHERE lote IS NOT NULL`,

  // Who issued them by hand before (the counter's staff) gets both; the seed gives the
  // administrador the whole catalogue on every start, this says it for a database migrated first.
  `UPDATE funcoes SET permissoes = permissoes || ARRAY['documentos:emitir', 'documentos:revogar'],
     atualizado_em = now(), versao = versao + 1
   WHERE chave IN ('administrador', 'coordenacao') AND NOT ('documentos:emitir' = ANY (permissoes))`,
  `UPDATE funcoes SET permissoes = array_append(permissoes, 'documentos:emitir'),
     atualizado_em = now(), versao = versao + 1
   WHERE chave = 'secretaria' AND NOT ('documentos:emitir' = ANY (permissoes))`,
];
