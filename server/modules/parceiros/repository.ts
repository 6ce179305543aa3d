// Partners and units as the API shows them: with their CNAE branch, municipality name and the
// count of apprentices placed now (open lotações), computed in the same query.
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { municipios, parceiros, ramosAtividade, unidades } from '../../db/schema';
import type { Executor } from '../../shared/auditoria';
import { busca, filtroAtivo, ordenacao, pagina } from '../../shared/lista';
import { normalizarCnpj, situacaoCota } from '../../../src/shared/validation/parceiro';
import type {
  ConsultaParceiros,
  ConsultaUnidades,
  ORDENACOES_PARCEIROS,
  ORDENACOES_UNIDADES,
  ParceiroResposta,
  UnidadeResposta,
} from './schemas';

const lotadosNoParceiro = sql<number>`(
  SELECT count(*) FROM lotacoes l JOIN unidades u ON u.id = l.unidade_id
  WHERE u.parceiro_id = "parceiros"."id" AND l.data_fim IS NULL)::int`.mapWith(Number);

const unidadesAtivas = sql<number>`(
  SELECT count(*) FROM unidades u WHERE u.parceiro_id = "parceiros"."id" AND u.ativo)::int`.mapWith(
  Number,
);

const lotadosNaUnidade = sql<number>`(
  SELECT count(*) FROM lotacoes l
  WHERE l.unidade_id = "unidades"."id" AND l.data_fim IS NULL)::int`.mapWith(Number);

const colunasParceiro = {
  ...getTableColumns(parceiros),
  ramoCodigo: ramosAtividade.codigo,
  ramoNome: ramosAtividade.nome,
  municipioNome: municipios.nome,
  aprendizesAlocados: lotadosNoParceiro,
  unidadesAtivas,
};

export type LinhaParceiro = typeof parceiros.$inferSelect & {
  ramoCodigo: string;
  ramoNome: string;
  municipioNome: string | null;
  aprendizesAlocados: number;
  unidadesAtivas: number;
};

const enderecoDe = (l: {
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  municipioId: number | null;
  uf: string | null;
  municipioNome: string | null;
}) => ({
  cep: l.cep,
  logradouro: l.logradouro,
  numero: l.numero,
  complemento: l.complemento,
  bairro: l.bairro,
  municipioId: l.municipioId,
  municipio: l.municipioNome,
  uf: l.uf,
});

export function paraParceiro(l: LinhaParceiro): ParceiroResposta {
  const cota = situacaoCota(l.cotaAprendizes, l.aprendizesAlocados);
  return {
    id: l.id,
    razaoSocial: l.razaoSocial,
    nomeFantasia: l.nomeFantasia,
    cnpj: l.cnpj,
    ramoAtividadeId: l.ramoAtividadeId,
    ramoAtividade: { id: l.ramoAtividadeId, codigo: l.ramoCodigo, nome: l.ramoNome },
    endereco: enderecoDe(l),
    contato: { nome: l.contatoNome, email: l.contatoEmail, telefone: l.contatoTelefone },
    cotaAprendizes: l.cotaAprendizes,
    aprendizesAlocados: l.aprendizesAlocados,
    situacaoCota: cota.situacao,
    mensagemCota: cota.mensagem,
    unidadesAtivas: l.unidadesAtivas,
    ativo: l.ativo,
    criadoEm: l.criadoEm.toISOString(),
    atualizadoEm: l.atualizadoEm.toISOString(),
    versao: l.versao,
  };
}

const textoOrdenavel = (coluna: SQL | typeof parceiros.razaoSocial) =>
  sql`f_unaccent(lower(${coluna}))`;

/** q: words in razão social or nome fantasia; a CNPJ (digits or letters, any punctuation). */
function buscaParceiro(q: string | undefined): SQL | undefined {
  const porNome = busca(q, [parceiros.razaoSocial, parceiros.nomeFantasia]);
  const cnpj = q ? normalizarCnpj(q) : '';
  // A document looks like one: a digit or CNPJ punctuation (so a word such as "sul" stays a word).
  const pareceCnpj = /^[\dA-Z]{3,14}$/.test(cnpj) && /[\d./-]/.test(q ?? '');
  if (!porNome || !pareceCnpj) return porNome;
  return sql`(${porNome} or ${parceiros.cnpj} like ${`%${cnpj}%`})`;
}

function filtroCota(situacao: ConsultaParceiros['situacaoCota']): SQL | undefined {
  if (situacao === 'abaixo') return sql`${lotadosNoParceiro} < ${parceiros.cotaAprendizes}`;
  if (situacao === 'acima') return sql`${lotadosNoParceiro} > ${parceiros.cotaAprendizes}`;
  if (situacao === 'dentro') return sql`${lotadosNoParceiro} = ${parceiros.cotaAprendizes}`;
  return undefined;
}

function filtroParceiros(consulta: Omit<ConsultaParceiros, 'page' | 'pageSize'>) {
  return and(
    filtroAtivo(consulta.ativo, parceiros.ativo),
    consulta.ramoAtividadeId === undefined
      ? undefined
      : eq(parceiros.ramoAtividadeId, consulta.ramoAtividadeId),
    filtroCota(consulta.situacaoCota),
    buscaParceiro(consulta.q),
  );
}

const ordemParceiros = (sort: string | undefined) =>
  ordenacao<(typeof ORDENACOES_PARCEIROS)[number]>(
    sort,
    {
      razaoSocial: textoOrdenavel(parceiros.razaoSocial),
      nomeFantasia: textoOrdenavel(
        sql`coalesce(${parceiros.nomeFantasia}, ${parceiros.razaoSocial})`,
      ),
      cnpj: parceiros.cnpj,
      cotaAprendizes: parceiros.cotaAprendizes,
      aprendizesAlocados: lotadosNoParceiro,
      criadoEm: parceiros.criadoEm,
    },
    'razaoSocial',
    parceiros.id,
  );

const consultaParceiros = (executor: Executor) =>
  executor
    .select(colunasParceiro)
    .from(parceiros)
    .innerJoin(ramosAtividade, eq(ramosAtividade.id, parceiros.ramoAtividadeId))
    .leftJoin(municipios, eq(municipios.id, parceiros.municipioId));

export async function listarParceiros(
  db: Database,
  consulta: ConsultaParceiros,
): Promise<{ linhas: LinhaParceiro[]; total: number }> {
  const filtro = filtroParceiros(consulta);
  const { limit, offset } = pagina(consulta);
  const [linhas, [total]] = await Promise.all([
    consultaParceiros(db)
      .where(filtro)
      .orderBy(...ordemParceiros(consulta.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(parceiros).where(filtro),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

/** Every matching row in the list's order, a batch at a time (exports). */
export function lotesDeParceiros(
  db: Database,
  consulta: Omit<ConsultaParceiros, 'page' | 'pageSize'>,
) {
  return (offset: number, limite: number) =>
    consultaParceiros(db)
      .where(filtroParceiros(consulta))
      .orderBy(...ordemParceiros(consulta.sort))
      .limit(limite)
      .offset(offset);
}

export async function buscarParceiro(
  executor: Executor,
  id: number,
): Promise<LinhaParceiro | undefined> {
  const [linha] = await consultaParceiros(executor).where(eq(parceiros.id, id));
  return linha;
}

export async function parceiroComCnpj(
  executor: Executor,
  cnpj: string,
  excetoId?: number,
): Promise<{ id: number; razaoSocial: string; ativo: boolean } | undefined> {
  const [linha] = await executor
    .select({ id: parceiros.id, razaoSocial: parceiros.razaoSocial, ativo: parceiros.ativo })
    .from(parceiros)
    .where(
      and(
        eq(parceiros.cnpj, cnpj),
        excetoId === undefined ? undefined : sql`"parceiros"."id" <> ${excetoId}`,
      ),
    );
  return linha;
}

// ---- Units ---------------------------------------------------------------------------------------

const colunasUnidade = {
  ...getTableColumns(unidades),
  municipioNome: municipios.nome,
  aprendizesAlocados: lotadosNaUnidade,
};

export type LinhaUnidade = typeof unidades.$inferSelect & {
  municipioNome: string | null;
  aprendizesAlocados: number;
};

export function paraUnidade(l: LinhaUnidade): UnidadeResposta {
  return {
    id: l.id,
    parceiroId: l.parceiroId,
    nome: l.nome,
    cnpj: l.cnpj,
    endereco: enderecoDe(l),
    responsavel: l.responsavel,
    telefone: l.telefone,
    aprendizesAlocados: l.aprendizesAlocados,
    ativo: l.ativo,
    criadoEm: l.criadoEm.toISOString(),
    atualizadoEm: l.atualizadoEm.toISOString(),
    versao: l.versao,
  };
}

const consultaUnidades = (executor: Executor) =>
  executor
    .select(colunasUnidade)
    .from(unidades)
    .leftJoin(municipios, eq(municipios.id, unidades.municipioId));

export async function listarUnidades(
  db: Database,
  parceiroId: number,
  consulta: ConsultaUnidades,
): Promise<{ linhas: LinhaUnidade[]; total: number }> {
  const filtro = and(
    eq(unidades.parceiroId, parceiroId),
    filtroAtivo(consulta.ativo, unidades.ativo),
    busca(consulta.q, [unidades.nome, unidades.bairro, unidades.responsavel]),
  );
  const { limit, offset } = pagina(consulta);
  const ordem = ordenacao<(typeof ORDENACOES_UNIDADES)[number]>(
    consulta.sort,
    {
      nome: sql`f_unaccent(lower(${unidades.nome}))`,
      aprendizesAlocados: lotadosNaUnidade,
      criadoEm: unidades.criadoEm,
    },
    'nome',
    unidades.id,
  );
  const [linhas, [total]] = await Promise.all([
    consultaUnidades(db)
      .where(filtro)
      .orderBy(...ordem)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(unidades).where(filtro),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

/** The unit only when it belongs to this partner: a unit id under another partner is not found. */
export async function buscarUnidade(
  executor: Executor,
  parceiroId: number,
  unidadeId: number,
): Promise<LinhaUnidade | undefined> {
  const [linha] = await consultaUnidades(executor).where(
    and(eq(unidades.id, unidadeId), eq(unidades.parceiroId, parceiroId)),
  );
  return linha;
}

export async function unidadesDoParceiro(executor: Executor, parceiroId: number) {
  return executor
    .select({
      unidadeId: unidades.id,
      nome: unidades.nome,
      ativo: unidades.ativo,
      aprendizesAlocados: lotadosNaUnidade,
    })
    .from(unidades)
    .where(eq(unidades.parceiroId, parceiroId))
    .orderBy(sql`f_unaccent(lower(${unidades.nome}))`, unidades.id);
}

/** The figures of /api/parceiros/stats in three small aggregate queries. */
export async function estatisticasParceiros(db: Database) {
  const [resumo] = await db
    .select({
      total: sql<number>`count(*) FILTER (WHERE ${parceiros.ativo})::int`.mapWith(Number),
      inativos: sql<number>`count(*) FILTER (WHERE NOT ${parceiros.ativo})::int`.mapWith(Number),
      cotaTotal:
        sql<number>`coalesce(sum(${parceiros.cotaAprendizes}) FILTER (WHERE ${parceiros.ativo}), 0)::int`.mapWith(
          Number,
        ),
      abaixo:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} < ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
      dentro:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} = ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
      acima:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} > ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
    })
    .from(parceiros);
  const [outros] = await db
    .select({
      unidadesAtivas: sql<number>`(SELECT count(*) FROM unidades WHERE ativo)::int`.mapWith(Number),
      aprendizesAlocados:
        sql<number>`(SELECT count(*) FROM lotacoes WHERE data_fim IS NULL)::int`.mapWith(Number),
    })
    .from(sql`(SELECT 1) AS um`);
  const porRamoAtividade = await db
    .select({
      ramoAtividadeId: ramosAtividade.id,
      codigo: ramosAtividade.codigo,
      nome: ramosAtividade.nome,
      total: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(parceiros)
    .innerJoin(ramosAtividade, eq(ramosAtividade.id, parceiros.ramoAtividadeId))
    .where(eq(parceiros.ativo, true))
    .groupBy(ramosAtividade.id, ramosAtividade.codigo, ramosAtividade.nome)
    .orderBy(sql`count(*) DESC`, ramosAtividade.codigo)
    .limit(10);
  return {
    total: resumo?.total ?? 0,
    inativos: resumo?.inativos ?? 0,
    unidadesAtivas: outros?.unidadesAtivas ?? 0,
    aprendizesAlocados: outros?.aprendizesAlocados ?? 0,
    cotaTotal: resumo?.cotaTotal ?? 0,
    situacaoCota: {
      abaixo: resumo?.abaixo ?? 0,
      dentro: resumo?.dentro ?? 0,
      acima: resumo?.acima ?? 0,
    },
    porRamoAtividade,
  };
}
