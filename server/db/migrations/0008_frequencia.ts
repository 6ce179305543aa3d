// Holidays of the organisation, attendance per class day, the educator a user is, and where a
// class meets (issue 11; server/db/schema/frequencia.ts). National and state holidays are
// computed by a library (server/modules/feriados), never stored. Indexes are for the reads that
// run on millions of attendance rows: a class's day (roster), a class over a period (resumo, month
// grid), an apprentice over time (their month, calendar, alerts) and the non-present rows the
// alerts start from. SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0008_frequencia';

const carimbos = `
     criado_em timestamptz NOT NULL DEFAULT now(),
     atualizado_em timestamptz NOT NULL DEFAULT now(),
     versao integer NOT NULL DEFAULT 1`;

export const comandos: readonly string[] = [
  `CREATE TABLE feriados (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     tipo text NOT NULL CHECK (tipo IN ('municipal', 'recesso')),
     nome text NOT NULL,
     data_inicio date NOT NULL,
     data_fim date NOT NULL,
     municipio_id integer REFERENCES municipios(id),
     anual boolean NOT NULL DEFAULT false,
     ativo boolean NOT NULL DEFAULT true,${carimbos},
     CONSTRAINT feriados_periodo_valido CHECK (data_fim >= data_inicio),
     CONSTRAINT feriados_municipal_tem_municipio CHECK (tipo <> 'municipal' OR municipio_id IS NOT NULL),
     CONSTRAINT feriados_municipal_um_dia CHECK (tipo <> 'municipal' OR data_fim = data_inicio),
     CONSTRAINT feriados_recesso_nao_anual CHECK (tipo <> 'recesso' OR NOT anual)
   )`,
  `CREATE INDEX feriados_periodo ON feriados (data_inicio, data_fim) WHERE ativo`,
  `CREATE INDEX feriados_municipio ON feriados (municipio_id)`,
  `CREATE INDEX feriados_nome_busca ON feriados USING gin (f_unaccent(lower(nome)) gin_trgm_ops)`,

  `ALTER TABLE turmas ADD COLUMN municipio_id integer REFERENCES municipios(id)`,
  `ALTER TABLE usuarios ADD COLUMN educador_id integer REFERENCES educadores(id)`,
  `CREATE INDEX usuarios_educador ON usuarios (educador_id) WHERE educador_id IS NOT NULL`,

  `CREATE TABLE frequencia_dias (
     id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
     turma_id integer NOT NULL REFERENCES turmas(id),
     data date NOT NULL,
     disciplina_id integer REFERENCES disciplinas(id),
     conteudo text NOT NULL DEFAULT '',
     usuario_id integer REFERENCES usuarios(id),
     salvo_em timestamptz NOT NULL DEFAULT now(),${carimbos}
   )`,
  `CREATE UNIQUE INDEX frequencia_dias_turma_data ON frequencia_dias (turma_id, data)`,

  `CREATE TABLE frequencias (
     turma_id integer NOT NULL REFERENCES turmas(id),
     data date NOT NULL,
     aprendiz_id integer NOT NULL REFERENCES aprendizes(id),
     status text NOT NULL CHECK (status IN ('presente', 'falta', 'falta-justificada')),
     justificativa text,
     CONSTRAINT frequencias_justificada_tem_justificativa
       CHECK (status <> 'falta-justificada' OR coalesce(btrim(justificativa), '') <> ''),
     CONSTRAINT frequencias_dia_fk FOREIGN KEY (turma_id, data)
       REFERENCES frequencia_dias (turma_id, data),
     PRIMARY KEY (turma_id, data, aprendiz_id)
   )`,
  `CREATE INDEX frequencias_aprendiz ON frequencias (aprendiz_id, data) INCLUDE (status, turma_id)`,
  `CREATE INDEX frequencias_ausencias ON frequencias (turma_id, data, aprendiz_id)
     WHERE status <> 'presente'`,

  // Each apprentice's last 30 class days taken (dias, presentes, faltas, justificadas) and their
  // current run of unjustified absences, rewritten for the apprentices of a day each time it is
  // saved: the alerts read this small table instead of windowing millions of rows.
  `CREATE TABLE frequencia_indicadores (
     aprendiz_id integer PRIMARY KEY REFERENCES aprendizes(id),
     dias integer NOT NULL,
     presentes integer NOT NULL,
     faltas integer NOT NULL,
     justificadas integer NOT NULL,
     faltas_seguidas integer NOT NULL,
     ultima_data date,
     atualizado_em timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX frequencia_indicadores_alerta ON frequencia_indicadores (faltas_seguidas DESC, aprendiz_id)
     WHERE faltas_seguidas >= 3 OR (dias >= 5 AND presentes * 4 < dias * 3)`,

  // The catalogue gives frequencia:corrigir to both (server/shared/permissoes.ts); funções that
  // already exist get it here, once. A função edited on /admin/funcoes later keeps its choice.
  `UPDATE funcoes SET permissoes = array_append(permissoes, 'frequencia:corrigir'),
     atualizado_em = now(), versao = versao + 1
   WHERE chave IN ('coordenacao', 'administrador')
     AND NOT ('frequencia:corrigir' = ANY (permissoes))`,
];
