// Queries of the apprentices. Lists read the page's ids from an index first (a deep page skips
// index entries, not table rows) and then only those rows with their situação and municipality.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  getTableColumns,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  afastamentos,
  aprendizContatos,
  aprendizes,
  aprendizesContagem,
  estadosCivis,
  generos,
  grausEscolaridade,
  historicoSituacoes,
  motivosAfastamento,
  municipios,
  nacionalidades,
  regioes,
  situacoesAprendiz,
  tiposContato,
  usuarios,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { filtroAtivo, ordenacao, pagina, type OrdemInversa } from '../../shared/lista';
import { buscaDoAprendiz } from '../../shared/periodo';
import type { ORDENACOES_APRENDIZ } from './schemas';

const a = aprendizes;
const s = situacoesAprendiz;
const m = municipios;

export interface FiltrosAprendiz {
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: string | undefined;
  q?: string | undefined;
  ativo?: string | undefined;
  situacaoId?: number | undefined;
  municipioId?: number | undefined;
  idadeMin?: number | undefined;
  idadeMax?: number | undefined;
}

const ORDENACOES: Record<(typeof ORDENACOES_APRENDIZ)[number], SQL | OrdemInversa | AnyColumn> = {
  nome: a.nomeBusca,
  idade: { inversa: a.dataNascimento },
  dataNascimento: a.dataNascimento,
  dataCadastro: a.dataCadastro,
  situacao: s.ordem,
  municipio: sql`f_unaccent(lower(${m.nome}))`,
};

const ordem = (sort: string | undefined) => ordenacao(sort, ORDENACOES, 'nome', a.id);
const precisaDeJuncao = (sort: string | undefined) => /situacao|municipio/.test(sort ?? '');

/** 'aaaa-mm-dd' minus whole years; 29/02 becomes 28/02 in a common year. */
export function anosAntes(data: string, anos: number): string {
  const ano = Number(data.slice(0, 4)) - anos;
  const mes = Number(data.slice(5, 7));
  const ultimoDia = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  const dia = Math.min(Number(data.slice(8, 10)), ultimoDia);
  return `${String(ano).padStart(4, '0')}-${data.slice(5, 7)}-${String(dia).padStart(2, '0')}`;
}

/** Who reads the list: ages are counted on `hoje`; `q` matches CPF digits only with `verCpf`. */
export interface Leitura {
  hoje: string;
  verCpf: boolean;
}

/** The WHERE of the list and of its export. */
export function condicoes(f: FiltrosAprendiz, { hoje, verCpf }: Leitura): SQL | undefined {
  return and(
    filtroAtivo(f.ativo, a.ativo),
    buscaDoAprendiz(f.q, verCpf),
    f.situacaoId === undefined ? undefined : eq(a.situacaoId, f.situacaoId),
    f.municipioId === undefined ? undefined : eq(a.municipioId, f.municipioId),
    // idade >= n  <=>  born on or before today n years ago.
    f.idadeMin === undefined ? undefined : lte(a.dataNascimento, anosAntes(hoje, f.idadeMin)),
    // idade <= n  <=>  born after today n + 1 years ago.
    f.idadeMax === undefined ? undefined : gt(a.dataNascimento, anosAntes(hoje, f.idadeMax + 1)),
  );
}

const camposResumo = {
  id: a.id,
  nome: a.nome,
  nomeSocial: a.nomeSocial,
  cpf: a.cpf,
  dataNascimento: a.dataNascimento,
  situacaoId: a.situacaoId,
  situacao: s.nome,
  situacaoCor: s.cor,
  municipioId: a.municipioId,
  municipio: m.nome,
  uf: a.uf,
  pcd: a.pcd,
  dataCadastro: a.dataCadastro,
  ativo: a.ativo,
};

export type LinhaResumo = {
  [K in keyof typeof camposResumo]: (typeof camposResumo)[K]['_']['notNull'] extends true
    ? (typeof camposResumo)[K]['_']['data']
    : (typeof camposResumo)[K]['_']['data'] | null;
};

function consultaIds(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  const base = db.select({ id: a.id }).from(a);
  const juntada = precisaDeJuncao(f.sort)
    ? base.innerJoin(s, eq(s.id, a.situacaoId)).leftJoin(m, eq(m.id, a.municipioId))
    : base;
  return juntada.where(condicoes(f, leitura)).orderBy(...ordem(f.sort));
}

function resumos(db: Database) {
  return db
    .select(camposResumo)
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId));
}

/**
 * The total under the list's filters. With no filter but ativo and situação (the list as it
 * opens, and each situação's list) it comes from the counters kept by triggers; otherwise count(*).
 */
async function total(db: Database, f: FiltrosAprendiz, leitura: Leitura): Promise<number> {
  const soContadores =
    !f.q?.trim() &&
    f.municipioId === undefined &&
    f.idadeMin === undefined &&
    f.idadeMax === undefined;
  if (soContadores) {
    const c = aprendizesContagem;
    const [linha] = await db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number) })
      .from(c)
      .where(
        and(
          filtroAtivo(f.ativo, c.ativo),
          f.situacaoId === undefined ? undefined : eq(c.situacaoId, f.situacaoId),
        ),
      );
    return linha?.total ?? 0;
  }
  const [linha] = await db.select({ total: count() }).from(a).where(condicoes(f, leitura));
  return linha?.total ?? 0;
}

export async function listar(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  const { page, pageSize, limit, offset } = pagina(f);
  const idsDaPagina = consultaIds(db, f, leitura).limit(limit).offset(offset);
  const [linhas, quantos] = await Promise.all([
    resumos(db)
      .where(inArray(a.id, idsDaPagina))
      .orderBy(...ordem(f.sort)),
    total(db, f, leitura),
  ]);
  return { linhas: linhas as LinhaResumo[], total: quantos, page, pageSize };
}

/** Every matching id in the list's order (the export reads the rows in batches of these). */
export async function idsOrdenados(db: Database, f: FiltrosAprendiz, leitura: Leitura) {
  return (await consultaIds(db, f, leitura)).map((l) => l.id);
}

export type LinhaExportacao = LinhaResumo & {
  email: string | null;
  telefone: string | null;
  celular: string | null;
};

/** The export's rows of a batch of ids (the list's columns plus the ways to reach the person). */
export async function linhasParaExportar(db: Database, ids: number[]): Promise<LinhaExportacao[]> {
  return (await db
    .select({ ...camposResumo, email: a.email, telefone: a.telefone, celular: a.celular })
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(m, eq(m.id, a.municipioId))
    .where(inArray(a.id, ids))) as LinhaExportacao[];
}

export type LinhaAprendiz = typeof aprendizes.$inferSelect;

export async function buscarLinha(
  executor: Executor,
  id: number,
  paraAtualizar = false,
): Promise<LinhaAprendiz | undefined> {
  const consulta = executor.select().from(a).where(eq(a.id, id));
  const [linha] = await (paraAtualizar ? consulta.for('update') : consulta);
  return linha;
}

export async function buscarPorCpf(executor: Executor, cpf: string) {
  const [linha] = await executor
    .select({ id: a.id, nome: a.nome, ativo: a.ativo })
    .from(a)
    .where(eq(a.cpf, cpf));
  return linha;
}

export async function contatosDe(executor: Executor, aprendizId: number) {
  return executor
    .select({
      tipoContatoId: aprendizContatos.tipoContatoId,
      tipoContato: tiposContato.nome,
      valor: aprendizContatos.valor,
    })
    .from(aprendizContatos)
    .innerJoin(tiposContato, eq(tiposContato.id, aprendizContatos.tipoContatoId))
    .where(eq(aprendizContatos.aprendizId, aprendizId))
    .orderBy(aprendizContatos.ordem);
}

export async function substituirContatos(
  executor: Executor,
  aprendizId: number,
  contatos: { tipoContatoId: number; valor: string }[],
): Promise<void> {
  await executor.delete(aprendizContatos).where(eq(aprendizContatos.aprendizId, aprendizId));
  if (contatos.length === 0) return;
  await executor
    .insert(aprendizContatos)
    .values(contatos.map((c, ordem) => ({ aprendizId, ...c, ordem })));
}

const naturalidade = alias(municipios, 'naturalidade');

function consultaRegistro(db: Database) {
  return db
    .select({
      ...getTableColumns(a),
      rotulos: {
        situacao: s.nome,
        situacaoCor: s.cor,
        genero: generos.nome,
        estadoCivil: estadosCivis.nome,
        nacionalidade: nacionalidades.nome,
        naturalidade: sql<string | null>`${naturalidade.nome} || ' - ' || ${naturalidade.uf}`,
        grauEscolaridade: grausEscolaridade.nome,
        municipio: sql<string | null>`${m.nome} || ' - ' || ${m.uf}`,
        regiao: regioes.nome,
      },
      contatos: sql<{ tipoContatoId: number; tipoContato: string; valor: string }[]>`(
        SELECT coalesce(json_agg(json_build_object(
                 'tipoContatoId', c.tipo_contato_id, 'tipoContato', t.nome, 'valor', c.valor)
               ORDER BY c.ordem), '[]'::json)
          FROM aprendiz_contatos c JOIN tipos_contato t ON t.id = c.tipo_contato_id
         WHERE c.aprendiz_id = ${a.id})`,
      afastamentoAtual: sql<{ id: number; dataInicio: string; motivo: string } | null>`(
        SELECT json_build_object('id', f.id, 'dataInicio', f.data_inicio, 'motivo', mf.nome)
          FROM afastamentos f JOIN motivos_afastamento mf ON mf.id = f.motivo_afastamento_id
         WHERE f.aprendiz_id = ${a.id} AND f.data_fim IS NULL)`,
    })
    .from(a)
    .innerJoin(s, eq(s.id, a.situacaoId))
    .leftJoin(generos, eq(generos.id, a.generoId))
    .leftJoin(estadosCivis, eq(estadosCivis.id, a.estadoCivilId))
    .leftJoin(nacionalidades, eq(nacionalidades.id, a.nacionalidadeId))
    .leftJoin(naturalidade, eq(naturalidade.id, a.naturalidadeId))
    .leftJoin(grausEscolaridade, eq(grausEscolaridade.id, a.grauEscolaridadeId))
    .leftJoin(m, eq(m.id, a.municipioId))
    .leftJoin(regioes, eq(regioes.id, a.regiaoId))
    .where(eq(a.id, sql.placeholder('id')))
    .prepare('aprendiz_registro');
}

const registrosPreparados = new WeakMap<Database, ReturnType<typeof consultaRegistro>>();

/**
 * The record as the screen shows it, in one round trip: the row, the names beside its ids, its
 * contacts and its open leave (as JSON sub-selects). A named prepared statement: planning these
 * nine joins cost ten times their execution (2 ms against 0.2 ms on PostgreSQL).
 */
export async function registro(db: Database, id: number) {
  let consulta = registrosPreparados.get(db);
  if (!consulta) {
    consulta = consultaRegistro(db);
    registrosPreparados.set(db, consulta);
  }
  const [linha] = await consulta.execute({ id });
  return linha;
}

const colunasAfastamento = {
  id: afastamentos.id,
  aprendizId: afastamentos.aprendizId,
  motivoAfastamentoId: afastamentos.motivoAfastamentoId,
  motivo: motivosAfastamento.nome,
  dataInicio: afastamentos.dataInicio,
  dataFim: afastamentos.dataFim,
  observacoes: afastamentos.observacoes,
  situacaoAnteriorId: afastamentos.situacaoAnteriorId,
  versao: afastamentos.versao,
  criadoEm: afastamentos.criadoEm,
  atualizadoEm: afastamentos.atualizadoEm,
};

function consultaAfastamentos(executor: Executor) {
  return executor
    .select(colunasAfastamento)
    .from(afastamentos)
    .innerJoin(motivosAfastamento, eq(motivosAfastamento.id, afastamentos.motivoAfastamentoId));
}

export const afastamentosDe = (executor: Executor, aprendizId: number) =>
  consultaAfastamentos(executor)
    .where(eq(afastamentos.aprendizId, aprendizId))
    .orderBy(desc(afastamentos.dataInicio), desc(afastamentos.id));

export async function afastamento(executor: Executor, aprendizId: number, id: number) {
  const [linha] = await consultaAfastamentos(executor).where(
    and(eq(afastamentos.aprendizId, aprendizId), eq(afastamentos.id, id)),
  );
  return linha;
}

export async function afastamentoAberto(executor: Executor, aprendizId: number) {
  const [linha] = await consultaAfastamentos(executor).where(
    and(eq(afastamentos.aprendizId, aprendizId), isNull(afastamentos.dataFim)),
  );
  return linha;
}

const anterior = alias(situacoesAprendiz, 'situacao_anterior');

export const historicoDe = (executor: Executor, aprendizId: number) =>
  executor
    .select({
      id: historicoSituacoes.id,
      data: historicoSituacoes.data,
      situacaoAnteriorId: historicoSituacoes.situacaoAnteriorId,
      situacaoAnterior: anterior.nome,
      situacaoId: historicoSituacoes.situacaoId,
      situacao: s.nome,
      situacaoCor: s.cor,
      motivo: historicoSituacoes.motivo,
      origem: historicoSituacoes.origem,
      origemId: historicoSituacoes.origemId,
      usuarioId: historicoSituacoes.usuarioId,
      usuario: usuarios.nome,
      criadoEm: historicoSituacoes.criadoEm,
    })
    .from(historicoSituacoes)
    .innerJoin(s, eq(s.id, historicoSituacoes.situacaoId))
    .leftJoin(anterior, eq(anterior.id, historicoSituacoes.situacaoAnteriorId))
    .leftJoin(usuarios, eq(usuarios.id, historicoSituacoes.usuarioId))
    .where(eq(historicoSituacoes.aprendizId, aprendizId))
    .orderBy(desc(historicoSituacoes.data), desc(historicoSituacoes.id));

/** Date of the latest situação change: a new leave cannot start before it. */
export async function ultimaMudanca(executor: Executor, aprendizId: number) {
  const [linha] = await executor
    .select({ data: historicoSituacoes.data })
    .from(historicoSituacoes)
    .where(eq(historicoSituacoes.aprendizId, aprendizId))
    .orderBy(desc(historicoSituacoes.data), desc(historicoSituacoes.id))
    .limit(1);
  return linha?.data;
}

/** Counts for the dashboard and /aprendizes/situacoes (per situação from the counters). */
export async function estatisticas(db: Database, hoje: string) {
  const inicioDoMes = `${hoje.slice(0, 8)}01`;
  const corteMaioridade = anosAntes(hoje, 18);
  const c = aprendizesContagem;
  const [[totais], porSituacao, [inativos]] = await Promise.all([
    db
      .select({
        novosNoMes:
          sql<number>`count(*) filter (where ${a.dataCadastro} >= ${inicioDoMes})`.mapWith(Number),
        menores:
          sql<number>`count(*) filter (where ${a.dataNascimento} > ${corteMaioridade})`.mapWith(
            Number,
          ),
        pcd: sql<number>`count(*) filter (where ${a.pcd})`.mapWith(Number),
      })
      .from(a)
      .where(eq(a.ativo, true)),
    db
      .select({
        situacaoId: s.id,
        codigo: s.codigo,
        nome: s.nome,
        cor: s.cor,
        ordem: s.ordem,
        descricao: s.descricao,
        total: sql<number>`coalesce(${c.total}, 0)`.mapWith(Number),
      })
      .from(s)
      .leftJoin(c, and(eq(c.situacaoId, s.id), eq(c.ativo, true)))
      .where(eq(s.ativo, true))
      .orderBy(asc(s.ordem)),
    db
      .select({ total: sql<number>`coalesce(sum(${c.total}), 0)`.mapWith(Number) })
      .from(c)
      .where(eq(c.ativo, false)),
  ]);
  return {
    total: porSituacao.reduce((soma, linha) => soma + linha.total, 0),
    inativos: inativos?.total ?? 0,
    novosNoMes: totais?.novosNoMes ?? 0,
    menores: totais?.menores ?? 0,
    pcd: totais?.pcd ?? 0,
    porSituacao,
  };
}
