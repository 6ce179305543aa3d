// Partners and their units with the placements of apprentices (lotações), educators, classes and
// allocations (alocações). The invariants that two requests at the same instant could break are
// the database's job too: one open allocation / placement per apprentice (partial unique indexes),
// unique CNPJ and class code, periods that end after they start.
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0003_turmas_parceiros';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

const endereco = `
     cep text,
     logradouro text,
     numero text,
     complemento text,
     bairro text,
     municipio_id integer REFERENCES municipios(id),
     uf text,`;

const CNPJ = `'^[0-9A-Z]{12}[0-9]{2}$'`;

export const comandos: readonly string[] = [
  `CREATE TABLE parceiros (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     razao_social text NOT NULL,
     nome_fantasia text,
     cnpj text NOT NULL CHECK (cnpj ~ ${CNPJ}),
     ramo_atividade_id integer NOT NULL REFERENCES ramos_atividade(id),${endereco}
     contato_nome text,
     contato_email text,
     contato_telefone text,
     cota_aprendizes integer NOT NULL DEFAULT 0 CHECK (cota_aprendizes >= 0),
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  // Unique among all partners, active or not: reactivating must never create a duplicate.
  `CREATE UNIQUE INDEX parceiros_cnpj_unico ON parceiros (cnpj)`,
  `CREATE INDEX parceiros_razao_social_busca ON parceiros USING gin (f_unaccent(lower(razao_social)) gin_trgm_ops)`,
  `CREATE INDEX parceiros_nome_fantasia_busca ON parceiros USING gin (f_unaccent(lower(nome_fantasia)) gin_trgm_ops)`,
  `CREATE INDEX parceiros_cnpj_busca ON parceiros USING gin (cnpj gin_trgm_ops)`,
  `CREATE INDEX parceiros_ordem_razao_social ON parceiros (f_unaccent(lower(razao_social)), id) INCLUDE (ativo)`,
  `CREATE INDEX parceiros_ramo_atividade ON parceiros (ramo_atividade_id)`,

  `CREATE TABLE unidades (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     parceiro_id integer NOT NULL REFERENCES parceiros(id),
     nome text NOT NULL,
     cnpj text CHECK (cnpj ~ ${CNPJ}),${endereco}
     responsavel text,
     telefone text,
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  `CREATE INDEX unidades_parceiro ON unidades (parceiro_id)`,
  // Two units of one company never share a name (ignoring accents and case).
  `CREATE UNIQUE INDEX unidades_nome_unico ON unidades (parceiro_id, f_unaccent(lower(nome)))`,

  `CREATE TABLE lotacoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     unidade_id integer NOT NULL REFERENCES unidades(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     data_inicio date NOT NULL,
     data_fim date,${carimbos},
     CONSTRAINT lotacoes_periodo_valido CHECK (data_fim IS NULL OR data_fim >= data_inicio)
   )`,
  `CREATE INDEX lotacoes_unidade ON lotacoes (unidade_id, data_fim)`,
  `CREATE INDEX lotacoes_aprendiz ON lotacoes (aprendiz_id, data_inicio)`,
  `CREATE UNIQUE INDEX lotacoes_uma_aberta ON lotacoes (aprendiz_id) WHERE data_fim IS NULL`,

  `CREATE TABLE educadores (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     nome text NOT NULL,
     cpf text CHECK (cpf ~ '^[0-9]{11}$'),
     sexo text CHECK (sexo IN ('M', 'F', 'TODOS')),
     data_nascimento date,
     email text,
     telefone text,
     telefone_celular text,
     endereco text,
     numero_endereco text,
     complemento text,
     bairro text,
     cidade text,
     uf text,
     cep text,
     estado_civil text,
     naturalidade text,
     uf_naturalidade text,
     identidade text,
     exped_identidade text,
     data_entrada date,
     observacoes text,
     grau_instrucao_id integer REFERENCES graus_escolaridade(id),
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  `CREATE UNIQUE INDEX educadores_cpf_unico ON educadores (cpf) WHERE cpf IS NOT NULL`,
  `CREATE INDEX educadores_nome_busca ON educadores USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,
  `CREATE INDEX educadores_ordem_nome ON educadores (f_unaccent(lower(nome)), id) INCLUDE (ativo)`,

  `CREATE TABLE turmas (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL,
     nome text NOT NULL,
     curso_id integer NOT NULL REFERENCES cursos(id),
     plano_id integer,
     educador_id integer REFERENCES educadores(id),
     turno text NOT NULL CHECK (turno IN ('manha', 'tarde', 'noite', 'integral')),
     dias_teoria integer[] NOT NULL
       CHECK (cardinality(dias_teoria) >= 1 AND dias_teoria <@ ARRAY[1, 2, 3, 4, 5, 6, 7]),
     data_inicio date NOT NULL,
     data_fim date NOT NULL,
     capacidade integer NOT NULL CHECK (capacidade > 0),
     local text,
     status text NOT NULL DEFAULT 'planejada'
       CHECK (status IN ('planejada', 'em andamento', 'encerrada')),
     ativo boolean NOT NULL DEFAULT true,${carimbos},
     CONSTRAINT turmas_periodo_valido CHECK (data_fim >= data_inicio)
   )`,
  `CREATE UNIQUE INDEX turmas_codigo_unico ON turmas (lower(codigo))`,
  `CREATE INDEX turmas_educador ON turmas (educador_id)`,
  `CREATE INDEX turmas_curso ON turmas (curso_id)`,
  `CREATE INDEX turmas_data_inicio ON turmas (data_inicio, id)`,
  `CREATE INDEX turmas_nome_busca ON turmas USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,
  `CREATE INDEX turmas_codigo_busca ON turmas USING gin (f_unaccent(lower(codigo)) gin_trgm_ops)`,

  `CREATE TABLE alocacoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     turma_id integer NOT NULL REFERENCES turmas(id),
     data_inicio date NOT NULL,
     data_fim date,
     motivo_desalocacao text,${carimbos},
     CONSTRAINT alocacoes_periodo_valido CHECK (data_fim IS NULL OR data_fim >= data_inicio)
   )`,
  `CREATE INDEX alocacoes_turma ON alocacoes (turma_id, data_fim)`,
  `CREATE INDEX alocacoes_aprendiz ON alocacoes (aprendiz_id, data_inicio)`,
  // The rule "at most one open allocation per apprentice" holds even for two requests at once.
  `CREATE UNIQUE INDEX alocacoes_uma_aberta ON alocacoes (aprendiz_id) WHERE data_fim IS NULL`,
];
