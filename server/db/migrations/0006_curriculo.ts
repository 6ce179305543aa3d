// Modules, disciplines, course plans and their curriculum (server/db/schema/curriculo.ts), and the
// foreign key that classes' plano_id waited for. SQL accepted by both PGlite (PostgreSQL 18) and
// Debian's PostgreSQL 15.

export const nome = '0006_curriculo';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

export const comandos: readonly string[] = [
  `CREATE TABLE modulos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     nome text NOT NULL,
     ordem integer NOT NULL CHECK (ordem > 0),
     carga_horaria integer NOT NULL CHECK (carga_horaria > 0),
     descricao text NOT NULL DEFAULT '',
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  `CREATE UNIQUE INDEX modulos_nome_unico ON modulos (f_unaccent(lower(nome)))`,
  `CREATE INDEX modulos_ordem ON modulos (ordem, id)`,

  `CREATE TABLE disciplinas (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     modulo_id integer NOT NULL REFERENCES modulos(id),
     nome text NOT NULL,
     carga_horaria integer NOT NULL CHECK (carga_horaria > 0),
     ementa text NOT NULL DEFAULT '',
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  `CREATE UNIQUE INDEX disciplinas_nome_unico ON disciplinas (modulo_id, f_unaccent(lower(nome)))`,
  `CREATE INDEX disciplinas_nome_busca ON disciplinas USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,

  `CREATE TABLE planos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     curso_id integer NOT NULL REFERENCES cursos(id),
     nome text NOT NULL,
     vigencia_inicio date NOT NULL,
     vigencia_fim date,
     ativo boolean NOT NULL DEFAULT true,${carimbos},
     CONSTRAINT planos_vigencia_valida CHECK (vigencia_fim IS NULL OR vigencia_fim >= vigencia_inicio)
   )`,
  `CREATE UNIQUE INDEX planos_nome_unico ON planos (curso_id, f_unaccent(lower(nome)))`,
  `CREATE INDEX planos_curso_vigencia ON planos (curso_id, vigencia_inicio)`,

  `CREATE TABLE curriculo_itens (
     plano_id integer NOT NULL REFERENCES planos(id),
     disciplina_id integer NOT NULL REFERENCES disciplinas(id),
     ordem integer NOT NULL CHECK (ordem > 0),
     carga_horaria integer NOT NULL CHECK (carga_horaria > 0),
     PRIMARY KEY (plano_id, disciplina_id)
   )`,
  `CREATE UNIQUE INDEX curriculo_itens_ordem ON curriculo_itens (plano_id, ordem)`,
  `CREATE INDEX curriculo_itens_disciplina ON curriculo_itens (disciplina_id)`,

  `ALTER TABLE turmas ADD CONSTRAINT turmas_plano_fk FOREIGN KEY (plano_id) REFERENCES planos(id)`,
  `CREATE INDEX turmas_plano ON turmas (plano_id)`,
];
