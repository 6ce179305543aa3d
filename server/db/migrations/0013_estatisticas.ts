// The statistics of issue 14 (GET /api/estatisticas/*, docs/API-ESTATISTICAS.md) within 100 ms on
// 150,000 apprentices and millions of attendance marks: counts kept exact inside the database by
// statement-level triggers with transition tables, as aprendizes_contagem (0005) is — one grouped
// upsert per statement, so bulk writes stay bulk, and only the keys whose count changed are
// touched. Each table is filled from the existing rows here (the backfill) and is read-only to the
// application.
//
// - estatisticas_situacoes_dia: the situação history (aprendiz_situacoes, append-only) of ACTIVE
//   apprentices counted per (day, from, to); from 0 is the sign-up. The number in a situação at the
//   end of a day is the entries minus the exits up to it; the flow of a period is a range of days.
//   Inactivating or reactivating an apprentice takes their whole history out or puts it back.
// - estatisticas_aprendizes_{perfil,nascimento,cadastro}: ACTIVE apprentices per (situação,
//   municipality) and what each chart groups by. Birth dates are kept (not ages): bands change
//   with birthdays, so they are made when read — from birth months, and by date only in the
//   months where a band's boundary falls.
// - estatisticas_parceiros_alocados: open placements (lotações) per partner, through their units.
// - estatisticas_faltas_{turma_mes,aprendiz_mes,aprendiz}: attendance marks per class and month,
//   per apprentice, class and month, and each apprentice's unjustified absences of all time (the
//   bound that lets "the 20 with most unjustified absences" stop after reading a few apprentices).
// Null ids are stored as 0 (a key column cannot be null); ids are not foreign keys (a count is not
// a reference, and checking one on every write would cost what the table saves).
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0013_estatisticas';

interface Agregado {
  tabela: string;
  /** Key columns of the table and the expression that gives each from an apprentice row. */
  chaves: [coluna: string, expressao: string][];
}

const PERFIL: Agregado = {
  tabela: 'estatisticas_aprendizes_perfil',
  chaves: [
    ['situacao_id', 'situacao_id'],
    ['municipio_id', 'coalesce(municipio_id, 0)'],
    ['grau_escolaridade_id', 'coalesce(grau_escolaridade_id, 0)'],
    ['pcd', 'pcd'],
    // The type only matters for a PcD, and a blank one is "not informed".
    ['tipo_deficiencia', `CASE WHEN pcd THEN coalesce(btrim(tipo_deficiencia), '') ELSE '' END`],
  ],
};
const NASCIMENTO: Agregado = {
  tabela: 'estatisticas_aprendizes_nascimento',
  chaves: [
    ['situacao_id', 'situacao_id'],
    ['municipio_id', 'coalesce(municipio_id, 0)'],
    ['genero_id', 'coalesce(genero_id, 0)'],
    ['data_nascimento', 'data_nascimento'],
  ],
};
const CADASTRO: Agregado = {
  tabela: 'estatisticas_aprendizes_cadastro',
  chaves: [
    ['situacao_id', 'situacao_id'],
    ['municipio_id', 'coalesce(municipio_id, 0)'],
    ['mes', `date_trunc('month', data_cadastro)::date`],
  ],
};
// The pyramid reads birth MONTHS (a few thousand rows instead of one per date) except in the
// months where a band boundary falls today, which it reads by date from NASCIMENTO.
const NASCIMENTO_MES: Agregado = {
  tabela: 'estatisticas_aprendizes_nascimento_mes',
  chaves: [
    ['situacao_id', 'situacao_id'],
    ['municipio_id', 'coalesce(municipio_id, 0)'],
    ['genero_id', 'coalesce(genero_id, 0)'],
    ['mes', `date_trunc('month', data_nascimento)::date`],
  ],
};
const NASCIMENTO_SITUACAO: Agregado = {
  tabela: 'estatisticas_aprendizes_nascimento_situacao',
  chaves: [
    ['situacao_id', 'situacao_id'],
    ['genero_id', 'coalesce(genero_id, 0)'],
    ['mes', `date_trunc('month', data_nascimento)::date`],
  ],
};
const DO_APRENDIZ = [PERFIL, NASCIMENTO, NASCIMENTO_MES, NASCIMENTO_SITUACAO, CADASTRO];

const tipoDaChave: Record<string, string> = {
  tipo_deficiencia: 'text NOT NULL',
  pcd: 'boolean NOT NULL',
  data_nascimento: 'date NOT NULL',
  mes: 'date NOT NULL',
};

const criarTabela = (a: Agregado) => `
  CREATE TABLE ${a.tabela} (
    ${a.chaves.map(([c]) => `${c} ${tipoDaChave[c] ?? 'integer NOT NULL'},`).join('\n    ')}
    total integer NOT NULL DEFAULT 0,
    PRIMARY KEY (${a.chaves.map(([c]) => c).join(', ')})
  )`;

/**
 * The upsert of an aggregate from transition tables: +1 per active row in `novos`, -1 per active
 * row in `antigos`, only the keys whose sum is not 0, in key order (two writers lock the rows in
 * the same order).
 */
function ajustarAgregado(a: Agregado, novos: string | null, antigos: string | null): string {
  const colunas = a.chaves.map(([c]) => c).join(', ');
  const expressoes = a.chaves.map(([c, e]) => `${e} AS ${c}`).join(', ');
  const partes = [
    ...(novos ? [`SELECT ${expressoes}, 1 AS delta FROM ${novos} WHERE ativo`] : []),
    ...(antigos ? [`SELECT ${expressoes}, -1 AS delta FROM ${antigos} WHERE ativo`] : []),
  ];
  return `
    INSERT INTO ${a.tabela} (${colunas}, total)
    SELECT ${colunas}, sum(delta)::integer FROM (${partes.join(' UNION ALL ')}) AS m
     GROUP BY ${colunas} HAVING sum(delta) <> 0 ORDER BY ${colunas}
    ON CONFLICT (${colunas}) DO UPDATE SET total = ${a.tabela}.total + EXCLUDED.total;`;
}

const preencherAgregado = (a: Agregado) => `
  INSERT INTO ${a.tabela} (${a.chaves.map(([c]) => c).join(', ')}, total)
  SELECT ${a.chaves.map(([, e]) => e).join(', ')}, count(*)::integer FROM aprendizes WHERE ativo
   GROUP BY ${a.chaves.map((_, i) => i + 1).join(', ')}`;

/** History rows of active apprentices, grouped into (dia, from, to) with a sign. */
const ajustarSituacoes = (transicao: string, sinal: '' | '-') => `
    INSERT INTO estatisticas_situacoes_dia (dia, de_situacao_id, para_situacao_id, total)
    SELECT h.data, coalesce(h.situacao_anterior_id, 0), h.situacao_id, ${sinal}count(*)::integer
      FROM ${transicao} h JOIN aprendizes a ON a.id = h.aprendiz_id
     WHERE a.ativo
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (dia, de_situacao_id, para_situacao_id)
      DO UPDATE SET total = estatisticas_situacoes_dia.total + EXCLUDED.total;`;

/**
 * Whether an apprentice is active is read here: their row is share-locked first, so an
 * inactivation running at the same time either waits for this write or is seen by it (never
 * both miss each other).
 */
const travarAprendizes = (transicao: string) => `
    PERFORM 1 FROM aprendizes
      WHERE id IN (SELECT aprendiz_id FROM ${transicao}) ORDER BY id FOR SHARE;`;

/** Attendance marks as deltas: one record, an absence (justified or not), a justified one. */
const marcas = (transicao: string, sinal: 1 | -1) => `
    SELECT aprendiz_id, turma_id, date_trunc('month', data)::date AS mes, ${sinal} AS registros,
           ${sinal} * (status <> 'presente')::integer AS faltas,
           ${sinal} * (status = 'falta-justificada')::integer AS justificadas
      FROM ${transicao}`;

function ajustarFaltas(novos: string | null, antigos: string | null): string {
  const partes = [...(novos ? [marcas(novos, 1)] : []), ...(antigos ? [marcas(antigos, -1)] : [])];
  const mudou = 'sum(registros) <> 0 OR sum(faltas) <> 0 OR sum(justificadas) <> 0';
  return `
    WITH m AS (${partes.join(' UNION ALL ')}),
    por_turma AS (
      INSERT INTO estatisticas_faltas_turma_mes (turma_id, mes, registros, faltas, justificadas)
      SELECT turma_id, mes, sum(registros), sum(faltas), sum(justificadas) FROM m
       GROUP BY turma_id, mes HAVING ${mudou} ORDER BY turma_id, mes
      ON CONFLICT (turma_id, mes) DO UPDATE SET
        registros = estatisticas_faltas_turma_mes.registros + EXCLUDED.registros,
        faltas = estatisticas_faltas_turma_mes.faltas + EXCLUDED.faltas,
        justificadas = estatisticas_faltas_turma_mes.justificadas + EXCLUDED.justificadas
      RETURNING 1),
    por_aprendiz_mes AS (
      INSERT INTO estatisticas_faltas_aprendiz_mes
        (aprendiz_id, mes, turma_id, registros, faltas, justificadas)
      SELECT aprendiz_id, mes, turma_id, sum(registros), sum(faltas), sum(justificadas) FROM m
       GROUP BY aprendiz_id, mes, turma_id HAVING ${mudou} ORDER BY aprendiz_id, mes, turma_id
      ON CONFLICT (aprendiz_id, mes, turma_id) DO UPDATE SET
        registros = estatisticas_faltas_aprendiz_mes.registros + EXCLUDED.registros,
        faltas = estatisticas_faltas_aprendiz_mes.faltas + EXCLUDED.faltas,
        justificadas = estatisticas_faltas_aprendiz_mes.justificadas + EXCLUDED.justificadas
      RETURNING 1)
    INSERT INTO estatisticas_faltas_aprendiz (aprendiz_id, nao_justificadas)
    SELECT aprendiz_id, sum(faltas - justificadas) FROM m
     GROUP BY aprendiz_id HAVING sum(faltas - justificadas) <> 0 ORDER BY aprendiz_id
    ON CONFLICT (aprendiz_id) DO UPDATE SET
      nao_justificadas = estatisticas_faltas_aprendiz.nao_justificadas + EXCLUDED.nao_justificadas;`;
}

/**
 * Open placements (data_fim null) per partner, through their unit. The units are share-locked
 * first, so a unit moved at the same time is seen by one side or the other.
 */
function ajustarAlocados(novos: string | null, antigos: string | null): string {
  const partes = [
    ...(novos ? [`SELECT unidade_id, 1 AS delta FROM ${novos} WHERE data_fim IS NULL`] : []),
    ...(antigos ? [`SELECT unidade_id, -1 AS delta FROM ${antigos} WHERE data_fim IS NULL`] : []),
  ];
  return `
    PERFORM 1 FROM unidades
      WHERE id IN (SELECT unidade_id FROM (${partes.join(' UNION ALL ')}) t) ORDER BY id FOR SHARE;
    INSERT INTO estatisticas_parceiros_alocados (parceiro_id, alocados)
    SELECT u.parceiro_id, sum(m.delta)::integer FROM (${partes.join(' UNION ALL ')}) m
      JOIN unidades u ON u.id = m.unidade_id
     GROUP BY u.parceiro_id HAVING sum(m.delta) <> 0 ORDER BY u.parceiro_id
    ON CONFLICT (parceiro_id) DO UPDATE
      SET alocados = estatisticas_parceiros_alocados.alocados + EXCLUDED.alocados;`;
}

const funcao = (nomeFuncao: string, corpo: string) => `
  CREATE FUNCTION ${nomeFuncao}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN${corpo}
    RETURN NULL;
  END $fn$`;

const gatilho = (
  nomeGatilho: string,
  evento: 'INSERT' | 'DELETE' | 'UPDATE' | 'TRUNCATE',
  tabela: string,
  nomeFuncao: string,
) => {
  const transicoes = {
    INSERT: 'REFERENCING NEW TABLE AS novos',
    DELETE: 'REFERENCING OLD TABLE AS antigos',
    UPDATE: 'REFERENCING OLD TABLE AS antigos NEW TABLE AS novos',
    TRUNCATE: '',
  }[evento];
  return `CREATE TRIGGER ${nomeGatilho} AFTER ${evento} ON ${tabela} ${transicoes}
    FOR EACH STATEMENT EXECUTE FUNCTION ${nomeFuncao}()`;
};

export const comandos: readonly string[] = [
  // ---- Situação history ------------------------------------------------------------------------
  `CREATE TABLE estatisticas_situacoes_dia (
     dia date NOT NULL,
     de_situacao_id integer NOT NULL,
     para_situacao_id integer NOT NULL,
     total integer NOT NULL DEFAULT 0,
     PRIMARY KEY (dia, de_situacao_id, para_situacao_id)
   )`,
  `INSERT INTO estatisticas_situacoes_dia (dia, de_situacao_id, para_situacao_id, total)
   SELECT h.data, coalesce(h.situacao_anterior_id, 0), h.situacao_id, count(*)::integer
     FROM aprendiz_situacoes h JOIN aprendizes a ON a.id = h.aprendiz_id
    WHERE a.ativo
    GROUP BY 1, 2, 3`,
  funcao(
    'estatisticas_situacoes_insercao',
    `${travarAprendizes('novos')}${ajustarSituacoes('novos', '')}`,
  ),
  funcao(
    'estatisticas_situacoes_exclusao',
    `${travarAprendizes('antigos')}${ajustarSituacoes('antigos', '-')}`,
  ),
  funcao(
    'estatisticas_situacoes_alteracao',
    `${travarAprendizes('antigos')}${ajustarSituacoes('antigos', '-')}${ajustarSituacoes('novos', '')}`,
  ),
  funcao('estatisticas_situacoes_truncate', `\n    DELETE FROM estatisticas_situacoes_dia;`),
  gatilho(
    'estatisticas_situacoes_insercao',
    'INSERT',
    'aprendiz_situacoes',
    'estatisticas_situacoes_insercao',
  ),
  gatilho(
    'estatisticas_situacoes_exclusao',
    'DELETE',
    'aprendiz_situacoes',
    'estatisticas_situacoes_exclusao',
  ),
  gatilho(
    'estatisticas_situacoes_alteracao',
    'UPDATE',
    'aprendiz_situacoes',
    'estatisticas_situacoes_alteracao',
  ),
  gatilho(
    'estatisticas_situacoes_truncate',
    'TRUNCATE',
    'aprendiz_situacoes',
    'estatisticas_situacoes_truncate',
  ),

  // ---- Who the active apprentices are ----------------------------------------------------------
  ...DO_APRENDIZ.map(criarTabela),
  `CREATE INDEX estatisticas_aprendizes_perfil_municipio ON estatisticas_aprendizes_perfil (municipio_id)`,
  `CREATE INDEX estatisticas_aprendizes_nascimento_data ON estatisticas_aprendizes_nascimento (data_nascimento)`,
  `CREATE INDEX estatisticas_aprendizes_nascimento_mes_municipio ON estatisticas_aprendizes_nascimento_mes (municipio_id)`,
  `CREATE INDEX estatisticas_aprendizes_cadastro_mes ON estatisticas_aprendizes_cadastro (mes)`,
  ...DO_APRENDIZ.map(preencherAgregado),
  funcao(
    'estatisticas_aprendizes_insercao',
    DO_APRENDIZ.map((a) => ajustarAgregado(a, 'novos', null)).join(''),
  ),
  funcao(
    'estatisticas_aprendizes_exclusao',
    DO_APRENDIZ.map((a) => ajustarAgregado(a, null, 'antigos')).join(''),
  ),
  // An update also moves the history of whoever was inactivated or reactivated.
  funcao(
    'estatisticas_aprendizes_alteracao',
    `${DO_APRENDIZ.map((a) => ajustarAgregado(a, 'novos', 'antigos')).join('')}
    INSERT INTO estatisticas_situacoes_dia (dia, de_situacao_id, para_situacao_id, total)
    SELECT h.data, coalesce(h.situacao_anterior_id, 0), h.situacao_id, sum(m.delta)::integer
      FROM (SELECT n.id, CASE WHEN n.ativo THEN 1 ELSE -1 END AS delta
              FROM novos n JOIN antigos o ON o.id = n.id
             WHERE n.ativo IS DISTINCT FROM o.ativo) m
      JOIN aprendiz_situacoes h ON h.aprendiz_id = m.id
     GROUP BY 1, 2, 3 HAVING sum(m.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (dia, de_situacao_id, para_situacao_id)
      DO UPDATE SET total = estatisticas_situacoes_dia.total + EXCLUDED.total;`,
  ),
  funcao(
    'estatisticas_aprendizes_truncate',
    DO_APRENDIZ.map((a) => `\n    DELETE FROM ${a.tabela};`).join(''),
  ),
  gatilho(
    'estatisticas_aprendizes_insercao',
    'INSERT',
    'aprendizes',
    'estatisticas_aprendizes_insercao',
  ),
  gatilho(
    'estatisticas_aprendizes_exclusao',
    'DELETE',
    'aprendizes',
    'estatisticas_aprendizes_exclusao',
  ),
  gatilho(
    'estatisticas_aprendizes_alteracao',
    'UPDATE',
    'aprendizes',
    'estatisticas_aprendizes_alteracao',
  ),
  gatilho(
    'estatisticas_aprendizes_truncate',
    'TRUNCATE',
    'aprendizes',
    'estatisticas_aprendizes_truncate',
  ),

  // ---- Apprentices placed in each partner today (open lotações) --------------------------------
  `CREATE TABLE estatisticas_parceiros_alocados (
     parceiro_id integer PRIMARY KEY,
     alocados integer NOT NULL DEFAULT 0
   )`,
  `INSERT INTO estatisticas_parceiros_alocados (parceiro_id, alocados)
   SELECT u.parceiro_id, count(*)::integer FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
    WHERE l.data_fim IS NULL GROUP BY 1`,
  funcao('estatisticas_lotacoes_insercao', ajustarAlocados('novos', null)),
  funcao('estatisticas_lotacoes_exclusao', ajustarAlocados(null, 'antigos')),
  funcao('estatisticas_lotacoes_alteracao', ajustarAlocados('novos', 'antigos')),
  funcao('estatisticas_lotacoes_truncate', `\n    DELETE FROM estatisticas_parceiros_alocados;`),
  gatilho('estatisticas_lotacoes_insercao', 'INSERT', 'lotacoes', 'estatisticas_lotacoes_insercao'),
  gatilho('estatisticas_lotacoes_exclusao', 'DELETE', 'lotacoes', 'estatisticas_lotacoes_exclusao'),
  gatilho(
    'estatisticas_lotacoes_alteracao',
    'UPDATE',
    'lotacoes',
    'estatisticas_lotacoes_alteracao',
  ),
  gatilho(
    'estatisticas_lotacoes_truncate',
    'TRUNCATE',
    'lotacoes',
    'estatisticas_lotacoes_truncate',
  ),
  // A unit moved to another partner (the screens never do it) takes its open placements along.
  funcao(
    'estatisticas_unidades_alteracao',
    `
    INSERT INTO estatisticas_parceiros_alocados (parceiro_id, alocados)
    SELECT parceiro_id, sum(delta)::integer FROM (
      SELECT o.parceiro_id, -1 AS delta FROM antigos o JOIN novos n ON n.id = o.id
        JOIN lotacoes l ON l.unidade_id = o.id AND l.data_fim IS NULL
       WHERE n.parceiro_id <> o.parceiro_id
      UNION ALL
      SELECT n.parceiro_id, 1 FROM antigos o JOIN novos n ON n.id = o.id
        JOIN lotacoes l ON l.unidade_id = n.id AND l.data_fim IS NULL
       WHERE n.parceiro_id <> o.parceiro_id) m
     GROUP BY parceiro_id HAVING sum(delta) <> 0 ORDER BY parceiro_id
    ON CONFLICT (parceiro_id) DO UPDATE
      SET alocados = estatisticas_parceiros_alocados.alocados + EXCLUDED.alocados;`,
  ),
  gatilho(
    'estatisticas_unidades_alteracao',
    'UPDATE',
    'unidades',
    'estatisticas_unidades_alteracao',
  ),

  // ---- Attendance ------------------------------------------------------------------------------
  `CREATE TABLE estatisticas_faltas_turma_mes (
     turma_id integer NOT NULL,
     mes date NOT NULL,
     registros integer NOT NULL DEFAULT 0,
     faltas integer NOT NULL DEFAULT 0,
     justificadas integer NOT NULL DEFAULT 0,
     PRIMARY KEY (turma_id, mes)
   )`,
  `CREATE INDEX estatisticas_faltas_turma_mes_mes ON estatisticas_faltas_turma_mes (mes)`,
  `CREATE TABLE estatisticas_faltas_aprendiz_mes (
     aprendiz_id integer NOT NULL,
     mes date NOT NULL,
     turma_id integer NOT NULL,
     registros integer NOT NULL DEFAULT 0,
     faltas integer NOT NULL DEFAULT 0,
     justificadas integer NOT NULL DEFAULT 0,
     PRIMARY KEY (aprendiz_id, mes, turma_id)
   )`,
  `CREATE INDEX estatisticas_faltas_aprendiz_mes_turma ON estatisticas_faltas_aprendiz_mes (turma_id, mes)`,
  `CREATE TABLE estatisticas_faltas_aprendiz (
     aprendiz_id integer PRIMARY KEY,
     nao_justificadas integer NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX estatisticas_faltas_aprendiz_ordem
     ON estatisticas_faltas_aprendiz (nao_justificadas DESC, aprendiz_id)`,
  `INSERT INTO estatisticas_faltas_turma_mes (turma_id, mes, registros, faltas, justificadas)
   SELECT turma_id, date_trunc('month', data)::date, count(*),
          count(*) FILTER (WHERE status <> 'presente'),
          count(*) FILTER (WHERE status = 'falta-justificada')
     FROM frequencias GROUP BY 1, 2`,
  `INSERT INTO estatisticas_faltas_aprendiz_mes
     (aprendiz_id, mes, turma_id, registros, faltas, justificadas)
   SELECT aprendiz_id, date_trunc('month', data)::date, turma_id, count(*),
          count(*) FILTER (WHERE status <> 'presente'),
          count(*) FILTER (WHERE status = 'falta-justificada')
     FROM frequencias GROUP BY 1, 2, 3`,
  `INSERT INTO estatisticas_faltas_aprendiz (aprendiz_id, nao_justificadas)
   SELECT aprendiz_id, count(*) FROM frequencias WHERE status = 'falta' GROUP BY 1`,
  funcao('estatisticas_faltas_insercao', ajustarFaltas('novos', null)),
  funcao('estatisticas_faltas_exclusao', ajustarFaltas(null, 'antigos')),
  funcao('estatisticas_faltas_alteracao', ajustarFaltas('novos', 'antigos')),
  funcao(
    'estatisticas_faltas_truncate',
    `
    DELETE FROM estatisticas_faltas_turma_mes;
    DELETE FROM estatisticas_faltas_aprendiz_mes;
    DELETE FROM estatisticas_faltas_aprendiz;`,
  ),
  gatilho('estatisticas_faltas_insercao', 'INSERT', 'frequencias', 'estatisticas_faltas_insercao'),
  gatilho('estatisticas_faltas_exclusao', 'DELETE', 'frequencias', 'estatisticas_faltas_exclusao'),
  gatilho(
    'estatisticas_faltas_alteracao',
    'UPDATE',
    'frequencias',
    'estatisticas_faltas_alteracao',
  ),
  gatilho(
    'estatisticas_faltas_truncate',
    'TRUNCATE',
    'frequencias',
    'estatisticas_faltas_truncate',
  ),
];
