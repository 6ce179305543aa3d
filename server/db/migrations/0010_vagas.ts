// Vacancies, their candidates and referrals (server/db/schema/vagas.ts), and the foreign keys the
// contracts' vaga_id/encaminhamento_id waited for (migration 0007 left them plain integers). SQL
// accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0010_vagas';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

export const comandos: readonly string[] = [
  `CREATE TABLE vagas (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     parceiro_id integer NOT NULL REFERENCES parceiros(id),
     unidade_id integer NOT NULL REFERENCES unidades(id),
     titulo text NOT NULL,
     profissao_id integer NOT NULL REFERENCES profissoes(id),
     quantidade integer NOT NULL CHECK (quantidade >= 1),
     requisitos text,
     turno text NOT NULL CHECK (turno IN ('manha', 'tarde', 'noite', 'integral')),
     carga_horaria integer NOT NULL CHECK (carga_horaria BETWEEN 1 AND 44),
     valor_bolsa_centavos integer NOT NULL CHECK (valor_bolsa_centavos >= 0),
     beneficios text,
     idade_minima integer CHECK (idade_minima >= 14),
     idade_maxima integer,
     grau_escolaridade_id integer REFERENCES graus_escolaridade(id),
     data_abertura date NOT NULL,
     data_encerramento date,
     status text NOT NULL DEFAULT 'aberta'
       CHECK (status IN ('aberta', 'em seleção', 'preenchida', 'cancelada')),
     criado_por integer REFERENCES usuarios(id),${carimbos},
     CONSTRAINT vagas_periodo_valido CHECK (data_encerramento IS NULL OR data_encerramento >= data_abertura),
     CONSTRAINT vagas_idades CHECK (idade_maxima IS NULL OR idade_minima IS NULL OR idade_maxima >= idade_minima)
   )`,
  `CREATE INDEX vagas_parceiro ON vagas (parceiro_id, status)`,
  `CREATE INDEX vagas_status ON vagas (status, data_abertura)`,
  `CREATE INDEX vagas_titulo_busca ON vagas USING gin (f_unaccent(lower(titulo)) gin_trgm_ops)`,

  `CREATE TABLE candidatos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     vaga_id integer NOT NULL REFERENCES vagas(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     status text NOT NULL DEFAULT 'inscrito'
       CHECK (status IN ('inscrito', 'selecionado', 'não selecionado')),
     motivo text,
     criado_por integer REFERENCES usuarios(id),${carimbos}
   )`,
  `CREATE UNIQUE INDEX candidatos_vaga_aprendiz ON candidatos (vaga_id, aprendiz_id)`,
  `CREATE INDEX candidatos_aprendiz ON candidatos (aprendiz_id, status)`,

  `CREATE TABLE encaminhamentos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     vaga_id integer NOT NULL REFERENCES vagas(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     data date NOT NULL,
     data_entrevista timestamp,
     status text NOT NULL DEFAULT 'encaminhado'
       CHECK (status IN ('encaminhado', 'entrevista agendada', 'aprovado', 'reprovado', 'desistente')),
     observacoes text,
     criado_por integer REFERENCES usuarios(id),${carimbos}
   )`,
  // The database's guarantee of "one open referral per apprentice", beside the service's 409.
  `CREATE UNIQUE INDEX encaminhamentos_um_aberto ON encaminhamentos (aprendiz_id)
     WHERE status IN ('encaminhado', 'entrevista agendada')`,
  `CREATE INDEX encaminhamentos_vaga ON encaminhamentos (vaga_id, status)`,
  `CREATE INDEX encaminhamentos_aprendiz ON encaminhamentos (aprendiz_id)`,
  `CREATE INDEX encaminhamentos_entrevista ON encaminhamentos (data_entrevista)`,

  // Contracts from a vacancy: the columns of 0007 now point at their rows, a referral becomes at
  // most one contract, and counting a vacancy's contracts (preenchida) reads an index.
  `ALTER TABLE contratos ADD CONSTRAINT contratos_vaga_fk FOREIGN KEY (vaga_id) REFERENCES vagas(id)`,
  `ALTER TABLE contratos ADD CONSTRAINT contratos_encaminhamento_fk
     FOREIGN KEY (encaminhamento_id) REFERENCES encaminhamentos(id)`,
  `CREATE UNIQUE INDEX contratos_um_por_encaminhamento ON contratos (encaminhamento_id)
     WHERE encaminhamento_id IS NOT NULL`,
  `CREATE INDEX contratos_vaga ON contratos (vaga_id) WHERE vaga_id IS NOT NULL`,
];
