// Evaluations, grades and report cards (issue 12; server/db/schema/avaliacoes.ts). Questions and
// answers are JSON (read and written whole; a template's questions are frozen once applied, the
// API says so). A grade is a number 0–10 with one decimal; a conceito given instead is kept beside
// the number it counts for. SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0011_avaliacoes';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

export const comandos: readonly string[] = [
  `CREATE TABLE avaliacoes (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     titulo text NOT NULL,
     descricao text NOT NULL DEFAULT '',
     tipo text NOT NULL CHECK (tipo IN ('desempenho', 'teorica', 'autoavaliacao')),
     perguntas jsonb NOT NULL CHECK (jsonb_typeof(perguntas) = 'array'),
     ativo boolean NOT NULL DEFAULT true,${carimbos}
   )`,
  `CREATE INDEX avaliacoes_tipo ON avaliacoes (tipo)`,
  `CREATE INDEX avaliacoes_titulo_busca ON avaliacoes USING gin (f_unaccent(lower(titulo)) gin_trgm_ops)`,

  `CREATE TABLE avaliacoes_aplicadas (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     avaliacao_id integer NOT NULL REFERENCES avaliacoes(id),
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     turma_id integer REFERENCES turmas(id),
     respondente_nome text NOT NULL,
     respondente_papel text NOT NULL,
     prazo date NOT NULL,
     data date NOT NULL,
     status text NOT NULL DEFAULT 'pendente'
       CHECK (status IN ('pendente', 'em andamento', 'concluida')),
     respostas jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(respostas) = 'object'),
     concluida_em timestamptz,${carimbos},
     CONSTRAINT avaliacoes_aplicadas_concluida_tem_data
       CHECK ((status = 'concluida') = (concluida_em IS NOT NULL))
   )`,
  `CREATE INDEX avaliacoes_aplicadas_avaliacao ON avaliacoes_aplicadas (avaliacao_id, status)`,
  `CREATE INDEX avaliacoes_aplicadas_aprendiz ON avaliacoes_aplicadas (aprendiz_id)`,
  `CREATE INDEX avaliacoes_aplicadas_turma ON avaliacoes_aplicadas (turma_id, status)`,
  `CREATE INDEX avaliacoes_aplicadas_abertas ON avaliacoes_aplicadas (prazo)
     WHERE status <> 'concluida'`,

  `CREATE TABLE notas_lancamentos (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     turma_id integer NOT NULL REFERENCES turmas(id),
     disciplina_id integer NOT NULL REFERENCES disciplinas(id),
     periodo smallint NOT NULL CHECK (periodo BETWEEN 1 AND 4),
     usuario_id integer REFERENCES usuarios(id),
     salvo_em timestamptz NOT NULL DEFAULT now(),${carimbos}
   )`,
  `CREATE UNIQUE INDEX notas_lancamentos_grade ON notas_lancamentos (turma_id, disciplina_id, periodo)`,

  `CREATE TABLE notas (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     turma_id integer NOT NULL REFERENCES turmas(id),
     disciplina_id integer NOT NULL REFERENCES disciplinas(id),
     periodo smallint NOT NULL CHECK (periodo BETWEEN 1 AND 4),
     valor numeric(3, 1) NOT NULL CHECK (valor BETWEEN 0 AND 10),
     conceito_id integer REFERENCES conceitos(id),${carimbos}
   )`,
  `CREATE UNIQUE INDEX notas_unica ON notas (turma_id, disciplina_id, periodo, aprendiz_id)`,
  `CREATE INDEX notas_aprendiz ON notas (aprendiz_id, turma_id)`,
];
