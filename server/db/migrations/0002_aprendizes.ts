// Registries, reference lookups, apprentices (with contacts, situação history and leaves) and the
// access log of personal records. Reference rows (IBGE, CBO, CNAE...) are loaded by the seed, not
// here, so a later release can add rows without editing a shipped migration.
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0002_aprendizes';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

/** A registry: id, codigo (stable key of seeded rows), nome unique ignoring accents and case. */
function cadastro(tabela: string, extras = ''): string[] {
  return [
    `CREATE TABLE ${tabela} (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text UNIQUE,
     nome text NOT NULL,${extras}
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
    `CREATE UNIQUE INDEX ${tabela}_nome_unico ON ${tabela} (f_unaccent(lower(nome)))`,
  ];
}

export const comandos: readonly string[] = [
  ...cadastro('estados_civis'),
  ...cadastro('generos'),
  ...cadastro('nacionalidades'),
  ...cadastro('regioes'),
  ...cadastro(
    'graus_escolaridade',
    `
     ordem integer NOT NULL DEFAULT 0,
     cursando boolean NOT NULL DEFAULT false,`,
  ),
  ...cadastro(
    'motivos_afastamento',
    `
     fundamento text NOT NULL DEFAULT '',`,
  ),
  ...cadastro(
    'tipos_contato',
    `
     formato text NOT NULL DEFAULT 'telefone' CHECK (formato IN ('telefone', 'email')),`,
  ),

  // Active bands never overlap, even with two saves at the same instant. Ranges are closed
  // ([7, 8.99]); numrange's GiST support is built in (no btree_gist needed).
  `CREATE TABLE conceitos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     sigla text NOT NULL,
     descricao text NOT NULL,
     nota_minima numeric(4,2) NOT NULL,
     nota_maxima numeric(4,2) NOT NULL,
     ativo boolean NOT NULL DEFAULT true,${carimbos},
     CONSTRAINT conceitos_faixa_valida
       CHECK (nota_minima >= 0 AND nota_maxima <= 10 AND nota_minima <= nota_maxima),
     CONSTRAINT conceitos_faixas_sem_sobreposicao
       EXCLUDE USING gist (numrange(nota_minima, nota_maxima, '[]') WITH &&) WHERE (ativo)
   )`,
  `CREATE UNIQUE INDEX conceitos_sigla_unica ON conceitos (lower(sigla))`,

  // ---- Reference lookups (read-only through the API) ----
  `CREATE TABLE municipios (
     id integer PRIMARY KEY,
     nome text NOT NULL,
     uf text NOT NULL,${carimbos}
   )`,
  `CREATE INDEX municipios_uf ON municipios (uf, nome)`,
  `CREATE INDEX municipios_nome_busca ON municipios USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,

  `CREATE TABLE situacoes_aprendiz (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL UNIQUE,
     nome text NOT NULL,
     ordem integer NOT NULL,
     cor text NOT NULL DEFAULT 'default',
     descricao text NOT NULL DEFAULT '',
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,

  `CREATE TABLE profissoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL UNIQUE,
     nome text NOT NULL,
     area text NOT NULL,
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,

  `CREATE TABLE ramos_atividade (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL UNIQUE,
     nome text NOT NULL,
     tipo text NOT NULL CHECK (tipo IN ('secao', 'divisao')),
     secao text,
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,

  `CREATE TABLE motivos_desligamento (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text NOT NULL UNIQUE,
     nome text NOT NULL,
     fundamento text NOT NULL DEFAULT '',
     antecipado boolean NOT NULL DEFAULT false,
     comprovacao text,
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,

  `CREATE TABLE cursos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     codigo text UNIQUE,
     nome text NOT NULL,
     profissao_id integer REFERENCES profissoes(id),
     carga_horaria_total integer NOT NULL DEFAULT 0,
     descricao text NOT NULL DEFAULT '',
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,

  // ---- Apprentices ----
  `CREATE TABLE aprendizes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     nome text NOT NULL,
     nome_social text,
     cpf text NOT NULL CHECK (cpf ~ '^[0-9]{11}$'),
     rg text,
     data_nascimento date NOT NULL,
     genero_id integer REFERENCES generos(id),
     estado_civil_id integer REFERENCES estados_civis(id),
     nacionalidade_id integer REFERENCES nacionalidades(id),
     naturalidade_id integer REFERENCES municipios(id),
     grau_escolaridade_id integer REFERENCES graus_escolaridade(id),
     escola text,
     turno_escolar text,
     pcd boolean NOT NULL DEFAULT false,
     tipo_deficiencia text,
     email text,
     telefone text,
     celular text,
     cep text,
     logradouro text,
     numero text,
     complemento text,
     bairro text,
     municipio_id integer REFERENCES municipios(id),
     uf text,
     regiao_id integer REFERENCES regioes(id),
     responsavel_nome text,
     responsavel_cpf text,
     responsavel_parentesco text,
     responsavel_telefone text,
     situacao_id integer NOT NULL REFERENCES situacoes_aprendiz(id),
     data_cadastro date NOT NULL,
     observacoes text,
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  // Unique among all apprentices, active or not: reactivating must never create a duplicate.
  `CREATE UNIQUE INDEX aprendizes_cpf_unico ON aprendizes (cpf)`,
  // Search (q): every word against name and social name; digits against the CPF.
  `CREATE INDEX aprendizes_nome_busca ON aprendizes USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,
  `CREATE INDEX aprendizes_nome_social_busca ON aprendizes USING gin (f_unaccent(lower(nome_social)) gin_trgm_ops)`,
  `CREATE INDEX aprendizes_cpf_busca ON aprendizes USING gin (cpf gin_trgm_ops)`,
  // Pages in name order, alone or within the two common filters, read from the index; ativo is
  // included so the ids of a deep page come from an index-only scan.
  `CREATE INDEX aprendizes_ordem_nome ON aprendizes (f_unaccent(lower(nome)), id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_situacao_nome ON aprendizes (situacao_id, f_unaccent(lower(nome)), id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_municipio_nome ON aprendizes (municipio_id, f_unaccent(lower(nome)), id) INCLUDE (ativo)`,
  `CREATE INDEX aprendizes_ativo ON aprendizes (ativo)`,
  `CREATE INDEX aprendizes_nascimento ON aprendizes (data_nascimento)`,
  `CREATE INDEX aprendizes_cadastro ON aprendizes (data_cadastro)`,

  `CREATE TABLE aprendiz_contatos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id) ON DELETE CASCADE,
     tipo_contato_id integer NOT NULL REFERENCES tipos_contato(id),
     valor text NOT NULL,
     ordem integer NOT NULL,${carimbos}
   )`,
  `CREATE INDEX aprendiz_contatos_aprendiz ON aprendiz_contatos (aprendiz_id, ordem)`,

  `CREATE TABLE aprendiz_situacoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     situacao_anterior_id integer REFERENCES situacoes_aprendiz(id),
     situacao_id integer NOT NULL REFERENCES situacoes_aprendiz(id),
     data date NOT NULL,
     motivo text NOT NULL,
     origem text NOT NULL,
     origem_id integer,
     usuario_id integer REFERENCES usuarios(id),
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX aprendiz_situacoes_aprendiz ON aprendiz_situacoes (aprendiz_id, data, id)`,

  `CREATE TABLE afastamentos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     motivo_afastamento_id integer NOT NULL REFERENCES motivos_afastamento(id),
     data_inicio date NOT NULL,
     data_fim date,
     observacoes text,
     situacao_anterior_id integer NOT NULL REFERENCES situacoes_aprendiz(id),${carimbos},
     CONSTRAINT afastamentos_periodo_valido CHECK (data_fim IS NULL OR data_fim >= data_inicio)
   )`,
  `CREATE INDEX afastamentos_aprendiz ON afastamentos (aprendiz_id, data_inicio)`,
  `CREATE UNIQUE INDEX afastamentos_um_aberto ON afastamentos (aprendiz_id) WHERE data_fim IS NULL`,

  `CREATE TABLE acessos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     usuario_id integer REFERENCES usuarios(id),
     entidade text NOT NULL,
     entidade_id text,
     acao text NOT NULL DEFAULT 'visualizar',
     ip text,
     criado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX acessos_entidade ON acessos (entidade, entidade_id, criado_em)`,
  `CREATE INDEX acessos_usuario ON acessos (usuario_id, criado_em)`,
];
