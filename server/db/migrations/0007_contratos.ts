// Contracts, their extensions and terminations (server/db/schema/contratos.ts), and the yearly
// counter their número comes from. SQL accepted by both PGlite (PostgreSQL 18) and Debian's
// PostgreSQL 15.

export const nome = '0007_contratos';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

const centavos = (coluna: string) => `${coluna} integer CHECK (${coluna} >= 0)`;

export const comandos: readonly string[] = [
  `CREATE TABLE contratos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     numero text NOT NULL,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     parceiro_id integer NOT NULL REFERENCES parceiros(id),
     unidade_id integer REFERENCES unidades(id),
     tipo text NOT NULL CHECK (tipo IN ('A', 'E')),
     data_inicio date NOT NULL,
     data_termino date NOT NULL,
     duracao integer NOT NULL CHECK (duracao BETWEEN 1 AND 36),
     carga_horaria integer NOT NULL CHECK (carga_horaria BETWEEN 1 AND 44),
     ${centavos('valor_bolsa_centavos')},
     ${centavos('valor_taxa_centavos')},
     ${centavos('valor_encargos_centavos')},
     ${centavos('valor_matricula_centavos')},
     cbo text,
     observacoes_gerais text,
     status text NOT NULL DEFAULT 'vigente'
       CHECK (status IN ('vigente', 'prorrogado', 'rescindido', 'encerrado')),
     vaga_id integer,
     encaminhamento_id integer,
     criado_por integer REFERENCES usuarios(id),
     encerrado_por integer REFERENCES usuarios(id),
     encerrado_em timestamptz,${carimbos},
     CONSTRAINT contratos_periodo_valido CHECK (data_termino > data_inicio)
   )`,
  `CREATE UNIQUE INDEX contratos_numero_unico ON contratos (numero)`,
  // The database's guarantee of "one running contract per apprentice", beside the service's 409.
  `CREATE UNIQUE INDEX contratos_um_em_curso ON contratos (aprendiz_id)
     WHERE status IN ('vigente', 'prorrogado')`,
  `CREATE INDEX contratos_aprendiz ON contratos (aprendiz_id, data_inicio)`,
  `CREATE INDEX contratos_parceiro ON contratos (parceiro_id, data_inicio)`,
  `CREATE INDEX contratos_termino ON contratos (data_termino)`,
  `CREATE INDEX contratos_status ON contratos (status, data_termino)`,
  `CREATE INDEX contratos_numero_busca ON contratos USING gin (numero gin_trgm_ops)`,

  `CREATE TABLE contratos_numeracao (
     ano integer PRIMARY KEY,
     ultimo integer NOT NULL CHECK (ultimo > 0)
   )`,

  `CREATE TABLE prorrogacoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     contrato_id integer NOT NULL REFERENCES contratos(id),
     data_termino_anterior date NOT NULL,
     nova_data_termino date NOT NULL,
     motivo text NOT NULL,
     usuario_id integer REFERENCES usuarios(id),${carimbos},
     CONSTRAINT prorrogacoes_posterior CHECK (nova_data_termino > data_termino_anterior)
   )`,
  `CREATE INDEX prorrogacoes_contrato ON prorrogacoes (contrato_id, nova_data_termino)`,
  `CREATE INDEX prorrogacoes_anterior ON prorrogacoes (data_termino_anterior)`,

  `CREATE TABLE rescisoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     contrato_id integer NOT NULL REFERENCES contratos(id),
     data date NOT NULL,
     motivo_desligamento_id integer NOT NULL REFERENCES motivos_desligamento(id),
     observacoes text,
     usuario_id integer REFERENCES usuarios(id),${carimbos}
   )`,
  `CREATE UNIQUE INDEX rescisoes_contrato ON rescisoes (contrato_id)`,
  `CREATE INDEX rescisoes_data ON rescisoes (data)`,
  `CREATE INDEX rescisoes_motivo ON rescisoes (motivo_desligamento_id, data)`,
];
