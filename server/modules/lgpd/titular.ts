// The data subject's report (LGPD art. 18, II: access to the data): everything the product holds
// about one apprentice, read in one transaction so the sections agree with each other. Each table
// with an aprendiz_id column is named in TABELAS_DO_TITULAR; test/api/lgpd.test.ts reads the
// database's own catalogue and fails when a table with aprendiz_id is not listed here, so a new
// domain cannot be left out of the report (or of the anonymisation, which uses the same list).
import { sql, type SQL } from 'drizzle-orm';
import { linhas, type Database } from '../../db/client';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';

export const NAO_ENCONTRADO = 'Aprendiz não encontrado.';

/** Every table with an aprendiz_id column and the report's section that shows its rows. */
export const TABELAS_DO_TITULAR = {
  aprendiz_contatos: 'contatos',
  aprendiz_situacoes: 'historicoSituacoes',
  afastamentos: 'afastamentos',
  alocacoes: 'alocacoes',
  lotacoes: 'lotacoes',
  contratos: 'contratos',
  frequencias: 'frequencias',
  frequencia_indicadores: 'indicadoresFrequencia',
  // The statistics' counts of the person's attendance (migration 0013, derived from frequencias).
  estatisticas_faltas_aprendiz_mes: 'frequenciaPorMes',
  estatisticas_faltas_aprendiz: 'faltasNaoJustificadas',
  notas: 'notas',
  avaliacoes_aplicadas: 'avaliacoes',
  beneficios_vale_transporte: 'valesTransporte',
  beneficios_vale_alimentacao: 'valesAlimentacao',
  beneficios_pagamentos: 'pagamentos',
  candidatos: 'candidaturas',
  encaminhamentos: 'encaminhamentos',
  // Certificates and declarations issued for the person (issue 35).
  documentos_emitidos: 'documentosEmitidos',
} as const;

/** The audit trail's entidade of each kind of row that belongs to the person, by its table. */
export const ENTIDADES_AUDITADAS = {
  afastamento: 'afastamentos',
  alocacao: 'alocacoes',
  lotacao: 'lotacoes',
  contrato: 'contratos',
  candidato: 'candidatos',
  encaminhamento: 'encaminhamentos',
  'avaliacao-aplicada': 'avaliacoes_aplicadas',
  'vale-transporte': 'beneficios_vale_transporte',
  'vale-alimentacao': 'beneficios_vale_alimentacao',
  pagamento: 'beneficios_pagamentos',
  documento: 'documentos_emitidos',
} as const;

/** Attendance and grades are audited per class day / grid, one key per apprentice in it. */
export const ENTIDADES_POR_CHAVE = ['frequencia', 'notas'] as const;
export const chaveNaAuditoria = (aprendizId: number) => `aprendiz ${String(aprendizId)}`;

type Linha = Record<string, unknown>;

const consultar = async (executor: Executor, consulta: SQL): Promise<Linha[]> =>
  linhas<Linha>(await executor.execute(consulta));

/** The ids of the person's rows each audited entity is keyed by (contracts' own children too). */
export async function idsRelacionados(
  executor: Executor,
  id: number,
): Promise<{ entidade: string; ids: string[] }[]> {
  const porEntidade = Object.entries(ENTIDADES_AUDITADAS).map(
    ([entidade, tabela]) =>
      sql`SELECT ${entidade}::text AS entidade, id::text AS id FROM ${sql.identifier(tabela)}
          WHERE aprendiz_id = ${id}`,
  );
  const filhos = [
    sql`SELECT 'prorrogacao' AS entidade, p.id::text AS id FROM prorrogacoes p
          JOIN contratos c ON c.id = p.contrato_id WHERE c.aprendiz_id = ${id}`,
    sql`SELECT 'rescisao' AS entidade, r.id::text AS id FROM rescisoes r
          JOIN contratos c ON c.id = r.contrato_id WHERE c.aprendiz_id = ${id}`,
  ];
  const todas = await consultar(executor, sql.join([...porEntidade, ...filhos], sql` UNION ALL `));
  const mapa = new Map<string, string[]>([['aprendiz', [String(id)]]]);
  for (const l of todas) {
    const entidade = String(l.entidade);
    mapa.set(entidade, [...(mapa.get(entidade) ?? []), String(l.id)]);
  }
  return [...mapa].map(([entidade, ids]) => ({ entidade, ids }));
}

/** The WHERE that finds the audit rows about the person (their record and their rows). */
export function condicaoAuditoria(
  id: number,
  relacionados: { entidade: string; ids: string[] }[],
): SQL {
  const porId = relacionados.map(
    ({ entidade, ids }) =>
      sql`(a.entidade = ${entidade} AND a.entidade_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}))`,
  );
  const porChave = sql`(a.entidade IN (${sql.join(
    ENTIDADES_POR_CHAVE.map((e) => sql`${e}`),
    sql`, `,
  )}) AND jsonb_exists(a.campos, ${chaveNaAuditoria(id)}))`;
  return sql.join([...porId, porChave], sql` OR `);
}

async function cadastro(executor: Executor, id: number) {
  const [linha] = await consultar(
    executor,
    sql`SELECT a.id, a.nome, a.nome_social AS "nomeSocial", a.cpf, a.rg,
               a.data_nascimento::text AS "dataNascimento", g.nome AS genero,
               ec.nome AS "estadoCivil", n.nome AS nacionalidade,
               nat.nome || ' - ' || nat.uf AS naturalidade,
               ge.nome AS "grauEscolaridade", a.escola, a.turno_escolar AS "turnoEscolar",
               a.pcd, a.tipo_deficiencia AS "tipoDeficiencia", a.email, a.telefone, a.celular,
               a.cep, a.logradouro, a.numero, a.complemento, a.bairro,
               m.nome AS municipio, a.uf, r.nome AS regiao,
               a.responsavel_nome AS "responsavelNome", a.responsavel_cpf AS "responsavelCpf",
               a.responsavel_parentesco AS "responsavelParentesco",
               a.responsavel_telefone AS "responsavelTelefone",
               a.responsavel_email AS "responsavelEmail",
               s.nome AS situacao, a.data_cadastro::text AS "dataCadastro", a.observacoes,
               a.ativo, a.anonimizado_em AS "anonimizadoEm",
               a.criado_em AS "criadoEm", a.atualizado_em AS "atualizadoEm"
          FROM aprendizes a
          JOIN situacoes_aprendiz s ON s.id = a.situacao_id
          LEFT JOIN generos g ON g.id = a.genero_id
          LEFT JOIN estados_civis ec ON ec.id = a.estado_civil_id
          LEFT JOIN nacionalidades n ON n.id = a.nacionalidade_id
          LEFT JOIN municipios nat ON nat.id = a.naturalidade_id
          LEFT JOIN graus_escolaridade ge ON ge.id = a.grau_escolaridade_id
          LEFT JOIN municipios m ON m.id = a.municipio_id
          LEFT JOIN regioes r ON r.id = a.regiao_id
         WHERE a.id = ${id}`,
  );
  return linha;
}

/** Each section's query; `$1`-free: the id is a parameter of every one. */
function secoes(id: number): Record<string, SQL> {
  return {
    contatos: sql`SELECT t.nome AS tipo, c.valor FROM aprendiz_contatos c
        JOIN tipos_contato t ON t.id = c.tipo_contato_id WHERE c.aprendiz_id = ${id}
        ORDER BY c.ordem`,
    historicoSituacoes: sql`SELECT h.data::text AS data, sa.nome AS "situacaoAnterior",
        s.nome AS situacao, h.motivo, h.origem, u.nome AS usuario, h.criado_em AS "registradoEm"
        FROM aprendiz_situacoes h JOIN situacoes_aprendiz s ON s.id = h.situacao_id
        LEFT JOIN situacoes_aprendiz sa ON sa.id = h.situacao_anterior_id
        LEFT JOIN usuarios u ON u.id = h.usuario_id
        WHERE h.aprendiz_id = ${id} ORDER BY h.data, h.id`,
    afastamentos: sql`SELECT f.data_inicio::text AS "dataInicio", f.data_fim::text AS "dataFim",
        mf.nome AS motivo, f.observacoes FROM afastamentos f
        JOIN motivos_afastamento mf ON mf.id = f.motivo_afastamento_id
        WHERE f.aprendiz_id = ${id} ORDER BY f.data_inicio, f.id`,
    alocacoes: sql`SELECT t.codigo AS turma, t.nome AS "nomeTurma", al.data_inicio::text AS "dataInicio",
        al.data_fim::text AS "dataFim", al.motivo_desalocacao AS "motivoDesalocacao"
        FROM alocacoes al JOIN turmas t ON t.id = al.turma_id
        WHERE al.aprendiz_id = ${id} ORDER BY al.data_inicio, al.id`,
    lotacoes: sql`SELECT coalesce(p.nome_fantasia, p.razao_social) AS empresa, un.nome AS unidade,
        l.data_inicio::text AS "dataInicio", l.data_fim::text AS "dataFim"
        FROM lotacoes l JOIN unidades un ON un.id = l.unidade_id
        JOIN parceiros p ON p.id = un.parceiro_id
        WHERE l.aprendiz_id = ${id} ORDER BY l.data_inicio, l.id`,
    contratos: sql`SELECT c.numero, CASE c.tipo WHEN 'A' THEN 'Aprendizagem' ELSE 'Estágio' END AS tipo,
        coalesce(p.nome_fantasia, p.razao_social) AS empresa, un.nome AS unidade,
        c.data_inicio::text AS "dataInicio", c.data_termino::text AS "dataTermino", c.duracao,
        c.carga_horaria AS "cargaHoraria", c.valor_bolsa_centavos AS "valorBolsaCentavos",
        c.cbo, c.status, c.observacoes_gerais AS "observacoesGerais",
        coalesce((SELECT json_agg(json_build_object(
            'dataTerminoAnterior', pr.data_termino_anterior, 'novaDataTermino', pr.nova_data_termino,
            'motivo', pr.motivo) ORDER BY pr.id) FROM prorrogacoes pr WHERE pr.contrato_id = c.id),
          '[]'::json) AS prorrogacoes,
        (SELECT json_build_object('data', rs.data, 'motivo', md.nome, 'observacoes', rs.observacoes)
           FROM rescisoes rs JOIN motivos_desligamento md ON md.id = rs.motivo_desligamento_id
          WHERE rs.contrato_id = c.id) AS rescisao
        FROM contratos c JOIN parceiros p ON p.id = c.parceiro_id
        LEFT JOIN unidades un ON un.id = c.unidade_id
        WHERE c.aprendiz_id = ${id} ORDER BY c.data_inicio, c.id`,
    frequencias: sql`SELECT f.data::text AS data, t.codigo AS turma, f.status, f.justificativa
        FROM frequencias f JOIN turmas t ON t.id = f.turma_id
        WHERE f.aprendiz_id = ${id} ORDER BY f.data, t.codigo`,
    indicadoresFrequencia: sql`SELECT dias, presentes, faltas, justificadas,
        faltas_seguidas AS "faltasSeguidas", ultima_data::text AS "ultimaData"
        FROM frequencia_indicadores WHERE aprendiz_id = ${id}`,
    frequenciaPorMes: sql`SELECT to_char(e.mes, 'YYYY-MM') AS competencia, t.codigo AS turma,
        e.registros, e.faltas, e.justificadas FROM estatisticas_faltas_aprendiz_mes e
        JOIN turmas t ON t.id = e.turma_id WHERE e.aprendiz_id = ${id} ORDER BY e.mes, t.codigo`,
    faltasNaoJustificadas: sql`SELECT nao_justificadas AS "naoJustificadas"
        FROM estatisticas_faltas_aprendiz WHERE aprendiz_id = ${id}`,
    notas: sql`SELECT t.codigo AS turma, d.nome AS disciplina, n.periodo, n.valor::float8 AS valor,
        co.sigla AS conceito FROM notas n JOIN turmas t ON t.id = n.turma_id
        JOIN disciplinas d ON d.id = n.disciplina_id LEFT JOIN conceitos co ON co.id = n.conceito_id
        WHERE n.aprendiz_id = ${id} ORDER BY t.codigo, n.periodo, d.nome`,
    avaliacoes: sql`SELECT av.titulo, av.tipo, ap.data::text AS data, ap.prazo::text AS prazo,
        ap.status, ap.respondente_nome AS "respondenteNome",
        ap.respondente_papel AS "respondentePapel", av.perguntas, ap.respostas,
        ap.concluida_em AS "concluidaEm" FROM avaliacoes_aplicadas ap
        JOIN avaliacoes av ON av.id = ap.avaliacao_id
        WHERE ap.aprendiz_id = ${id} ORDER BY ap.data, ap.id`,
    valesTransporte: sql`SELECT v.competencia, c.numero AS contrato, v.opcao, v.viagens,
        v.tarifa_centavos AS "tarifaCentavos", v.dias, v.valor_centavos AS "valorCentavos",
        v.desconto_centavos AS "descontoCentavos" FROM beneficios_vale_transporte v
        JOIN contratos c ON c.id = v.contrato_id WHERE v.aprendiz_id = ${id}
        ORDER BY v.competencia, v.id`,
    valesAlimentacao: sql`SELECT v.competencia, c.numero AS contrato, v.dias,
        v.valor_diario_centavos AS "valorDiarioCentavos", v.valor_centavos AS "valorCentavos"
        FROM beneficios_vale_alimentacao v JOIN contratos c ON c.id = v.contrato_id
        WHERE v.aprendiz_id = ${id} ORDER BY v.competencia, v.id`,
    pagamentos: sql`SELECT pg.competencia, c.numero AS contrato, pg.tipo, pg.motivo, pg.status,
        pg.valor_bruto_centavos AS "valorBrutoCentavos",
        pg.desconto_faltas_centavos AS "descontoFaltasCentavos",
        pg.desconto_vt_centavos AS "descontoVtCentavos",
        pg.valor_liquido_centavos AS "valorLiquidoCentavos", pg.faltas,
        pg.data_pagamento::text AS "dataPagamento"
        FROM beneficios_pagamentos pg JOIN contratos c ON c.id = pg.contrato_id
        WHERE pg.aprendiz_id = ${id} ORDER BY pg.competencia, pg.id`,
    candidaturas: sql`SELECT v.titulo AS vaga, coalesce(p.nome_fantasia, p.razao_social) AS empresa,
        ca.status, ca.motivo, ca.criado_em AS "inscritoEm" FROM candidatos ca
        JOIN vagas v ON v.id = ca.vaga_id JOIN parceiros p ON p.id = v.parceiro_id
        WHERE ca.aprendiz_id = ${id} ORDER BY ca.criado_em, ca.id`,
    encaminhamentos: sql`SELECT v.titulo AS vaga, coalesce(p.nome_fantasia, p.razao_social) AS empresa,
        e.data::text AS data, e.data_entrevista::text AS "dataEntrevista", e.status, e.observacoes
        FROM encaminhamentos e JOIN vagas v ON v.id = e.vaga_id
        JOIN parceiros p ON p.id = v.parceiro_id
        WHERE e.aprendiz_id = ${id} ORDER BY e.data, e.id`,
    documentosEmitidos: sql`SELECT d.codigo, d.tipo, d.dados->>'titulo' AS titulo,
        d.dados->>'resumo' AS resumo, d.emitido_em AS "emitidoEm", d.revogado_em AS "revogadoEm",
        d.motivo_revogacao AS "motivoRevogacao" FROM documentos_emitidos d
        WHERE d.aprendiz_id = ${id} ORDER BY d.emitido_em, d.id`,
    acessos: sql`SELECT ac.criado_em AS quando, u.nome AS usuario, ac.acao
        FROM acessos ac LEFT JOIN usuarios u ON u.id = ac.usuario_id
        WHERE ac.entidade = 'aprendiz' AND ac.entidade_id = ${String(id)}
        ORDER BY ac.criado_em, ac.id`,
  };
}

export type RelatorioTitular = {
  geradoEm: string;
  aprendiz: Linha;
  auditoria: Linha[];
} & Record<string, unknown>;

/** Keeps, of a class day's or a grid's audit row, only the person's own key. */
function soDoTitular(linha: Linha, id: number): Linha {
  if (!(ENTIDADES_POR_CHAVE as readonly unknown[]).includes(linha.entidade)) return linha;
  const campos = (linha.campos ?? {}) as Record<string, unknown>;
  const chave = chaveNaAuditoria(id);
  return { ...linha, campos: { [chave]: campos[chave] } };
}

export async function relatorioDoTitular(
  db: Database,
  id: number,
  agora: Date,
): Promise<RelatorioTitular> {
  // REPEATABLE READ: one snapshot, so a contract saved in the middle is in every section or none.
  return db.transaction(
    async (tx) => {
      const aprendiz = await cadastro(tx, id);
      if (!aprendiz) throw problema(404, NAO_ENCONTRADO);
      const resultado: Record<string, unknown> = {};
      for (const [secao, consulta] of Object.entries(secoes(id))) {
        resultado[secao] = await consultar(tx, consulta);
      }
      const relacionados = await idsRelacionados(tx, id);
      const auditoria = await consultar(
        tx,
        sql`SELECT a.criado_em AS quando, u.nome AS usuario, a.acao, a.entidade,
                   a.entidade_id AS "entidadeId", a.campos
              FROM auditoria a LEFT JOIN usuarios u ON u.id = a.usuario_id
             WHERE ${condicaoAuditoria(id, relacionados)}
             ORDER BY a.criado_em, a.id`,
      );
      return {
        geradoEm: agora.toISOString(),
        aprendiz,
        ...resultado,
        auditoria: auditoria.map((l) => soDoTitular(l, id)),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
