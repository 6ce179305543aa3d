// Classes as the API shows them: with course, educator and ocupação (open allocations) computed in
// the same query, so a list page costs one statement.
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursos, educadores, turmas } from '../../db/schema';
import type { Executor } from '../../shared/auditoria';
import { busca, filtroAtivo, ordenacao, pagina } from '../../shared/lista';
import { STATUS_TURMA } from '../../../src/shared/validation/turma';
import type { ConsultaTurmas, ORDENACOES_TURMAS, TurmaResposta } from './schemas';

const ocupacao = sql<number>`(
  SELECT count(*) FROM alocacoes a
  WHERE a.turma_id = "turmas"."id" AND a.data_fim IS NULL)::int`.mapWith(Number);

const colunas = {
  ...getTableColumns(turmas),
  cursoNome: cursos.nome,
  educadorNome: educadores.nome,
  ocupacao,
};

export type LinhaTurma = typeof turmas.$inferSelect & {
  cursoNome: string;
  educadorNome: string | null;
  ocupacao: number;
};

export function paraTurma(l: LinhaTurma): TurmaResposta {
  return {
    id: l.id,
    codigo: l.codigo,
    nome: l.nome,
    cursoId: l.cursoId,
    curso: { id: l.cursoId, nome: l.cursoNome },
    planoId: l.planoId,
    educadorId: l.educadorId,
    educador: l.educadorId === null ? null : { id: l.educadorId, nome: l.educadorNome ?? '' },
    turno: l.turno,
    diasTeoria: l.diasTeoria,
    dataInicio: l.dataInicio,
    dataFim: l.dataFim,
    capacidade: l.capacidade,
    local: l.local,
    status: l.status,
    ativo: l.ativo,
    ocupacao: l.ocupacao,
    vagasRestantes: Math.max(0, l.capacidade - l.ocupacao),
    criadoEm: l.criadoEm.toISOString(),
    atualizadoEm: l.atualizadoEm.toISOString(),
    versao: l.versao,
  };
}

const consulta = (executor: Executor) =>
  executor
    .select(colunas)
    .from(turmas)
    .innerJoin(cursos, eq(cursos.id, turmas.cursoId))
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId));

type FiltroTurmas = Omit<ConsultaTurmas, 'page' | 'pageSize'>;

function filtro(c: FiltroTurmas): SQL | undefined {
  return and(
    filtroAtivo(c.ativo, turmas.ativo),
    c.status === undefined ? undefined : eq(turmas.status, c.status),
    c.cursoId === undefined ? undefined : eq(turmas.cursoId, c.cursoId),
    c.educadorId === undefined ? undefined : eq(turmas.educadorId, c.educadorId),
    busca(c.q, [turmas.codigo, turmas.nome]),
  );
}

const ordem = (sort: string | undefined) =>
  ordenacao<(typeof ORDENACOES_TURMAS)[number]>(
    sort,
    {
      codigo: sql`lower(${turmas.codigo})`,
      nome: sql`f_unaccent(lower(${turmas.nome}))`,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      // planejada, em andamento, encerrada: the life order, not the alphabet.
      status: sql`array_position(ARRAY[${sql.join(
        STATUS_TURMA.map((s) => sql`${s}`),
        sql`, `,
      )}]::text[], ${turmas.status})`,
      capacidade: turmas.capacidade,
      ocupacao,
    },
    '-dataInicio',
    turmas.id,
  );

export async function listarTurmas(
  db: Database,
  c: ConsultaTurmas,
): Promise<{ linhas: LinhaTurma[]; total: number }> {
  const onde = filtro(c);
  const { limit, offset } = pagina(c);
  const [linhas, [total]] = await Promise.all([
    consulta(db)
      .where(onde)
      .orderBy(...ordem(c.sort))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(turmas).where(onde),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

export function lotesDeTurmas(db: Database, c: FiltroTurmas) {
  return (offset: number, limite: number) =>
    consulta(db)
      .where(filtro(c))
      .orderBy(...ordem(c.sort))
      .limit(limite)
      .offset(offset);
}

export async function buscarTurma(executor: Executor, id: number): Promise<LinhaTurma | undefined> {
  const [linha] = await consulta(executor).where(eq(turmas.id, id));
  return linha;
}

export async function estatisticasTurmas(db: Database) {
  const porStatus = await db
    .select({
      status: turmas.status,
      turmas: sql<number>`count(*)::int`.mapWith(Number),
      capacidade: sql<number>`coalesce(sum(${turmas.capacidade}), 0)::int`.mapWith(Number),
      ocupacao: sql<number>`coalesce(sum(${ocupacao}), 0)::int`.mapWith(Number),
      lotadas:
        sql<number>`count(*) FILTER (WHERE ${ocupacao} >= ${turmas.capacidade})::int`.mapWith(
          Number,
        ),
      semEducador: sql<number>`count(*) FILTER (WHERE ${turmas.educadorId} IS NULL)::int`.mapWith(
        Number,
      ),
    })
    .from(turmas)
    .where(eq(turmas.ativo, true))
    .groupBy(turmas.status);
  const [inativas] = await db.select({ n: count() }).from(turmas).where(eq(turmas.ativo, false));
  const linha = (status: string) => porStatus.find((p) => p.status === status);
  const abertas = porStatus.filter((p) => p.status !== 'encerrada');
  const soma = (campo: 'turmas' | 'capacidade' | 'ocupacao' | 'lotadas' | 'semEducador') =>
    abertas.reduce((total, p) => total + p[campo], 0);
  const capacidade = soma('capacidade');
  const ocupadas = soma('ocupacao');
  return {
    total: porStatus.reduce((total, p) => total + p.turmas, 0),
    inativas: inativas?.n ?? 0,
    porStatus: STATUS_TURMA.map((status) => ({
      status,
      turmas: linha(status)?.turmas ?? 0,
      capacidade: linha(status)?.capacidade ?? 0,
      ocupacao: linha(status)?.ocupacao ?? 0,
    })),
    capacidade,
    ocupacao: ocupadas,
    vagasRestantes: Math.max(0, capacidade - ocupadas),
    taxaOcupacao: capacidade === 0 ? 0 : Math.round((ocupadas / capacidade) * 1000) / 1000,
    lotadas: soma('lotadas'),
    semEducador: soma('semEducador'),
  };
}
