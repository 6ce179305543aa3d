// Allocations as every list shows them (the class, the period, the apprentice), and the figures
// the rules need: open allocations of a class (ocupação), an apprentice's open allocation.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alocacoes, aprendizes, situacoesAprendiz, turmas } from '../../db/schema';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { ordenacao, pagina, umaPagina } from '../../shared/lista';
import {
  buscaDoAprendiz,
  colunasAprendiz,
  filtroAbertas,
  juntarSituacao,
  ordenacoesDoPeriodo,
  paraAprendizResumo,
  type LinhaAprendiz,
} from '../../shared/periodo';
import type { AlocacaoResposta, FiltroAlocacoes, ORDENACOES_ALOCACOES } from './esquemas';
import { versionados } from '../../shared/esquemas';

const colunas = {
  id: alocacoes.id,
  turmaId: alocacoes.turmaId,
  turmaCodigo: turmas.codigo,
  turmaNome: turmas.nome,
  turmaStatus: turmas.status,
  dataInicio: alocacoes.dataInicio,
  dataFim: alocacoes.dataFim,
  motivoDesalocacao: alocacoes.motivoDesalocacao,
  criadoEm: alocacoes.criadoEm,
  atualizadoEm: alocacoes.atualizadoEm,
  versao: alocacoes.versao,
  ...colunasAprendiz,
};

export type LinhaAlocacao = LinhaAprendiz & {
  id: number;
  turmaId: number;
  turmaCodigo: string;
  turmaNome: string;
  turmaStatus: string;
  dataInicio: string;
  dataFim: string | null;
  motivoDesalocacao: string | null;
  criadoEm: Date;
  atualizadoEm: Date;
  versao: number;
};

export function paraAlocacao(l: LinhaAlocacao, verCpf: boolean): AlocacaoResposta {
  return {
    id: l.id,
    ...paraAprendizResumo(l, verCpf),
    turmaId: l.turmaId,
    turma: { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome, status: l.turmaStatus },
    dataInicio: l.dataInicio,
    dataFim: l.dataFim,
    motivoDesalocacao: l.motivoDesalocacao,
    aberta: l.dataFim === null,
    ...versionados(l),
  };
}

const consulta = (executor: Executor) =>
  executor
    .select(colunas)
    .from(alocacoes)
    .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
    .innerJoin(situacoesAprendiz, juntarSituacao);

/**
 * A page of allocations. `abertasPadrao` is what an absent `abertas` means: 'todas' for the
 * allocation lists, 'true' for "who is in this class / with this educator now".
 */
export async function listarAlocacoes(
  db: Database,
  f: FiltroAlocacoes,
  verCpf: boolean,
  /** The reader's reach (shared/escopo): only allocations to the classes it holds. */
  escopo: Escopo,
  abertasPadrao: 'true' | 'todas' = 'todas',
): Promise<{ data: AlocacaoResposta[]; total: number; page: number; pageSize: number }> {
  const filtro = and(
    daTurmaNoEscopo(escopo, alocacoes.turmaId),
    f.turmaId === undefined ? undefined : eq(alocacoes.turmaId, f.turmaId),
    f.aprendizId === undefined ? undefined : eq(alocacoes.aprendizId, f.aprendizId),
    f.educadorId === undefined ? undefined : eq(turmas.educadorId, f.educadorId),
    filtroAbertas(alocacoes, f.abertas ?? abertasPadrao),
    buscaDoAprendiz(f.q, verCpf),
  );
  const { page, pageSize, limit, offset } = pagina(f);
  const ordem = ordenacao<(typeof ORDENACOES_ALOCACOES)[number]>(
    f.sort,
    { ...ordenacoesDoPeriodo(alocacoes), turma: sql`lower(${turmas.codigo})` },
    'nome',
    alocacoes.id,
  );
  const [linhas, [total]] = await Promise.all([
    umaPagina(consulta(db).where(filtro), ordem, { limit, offset }),
    db
      .select({ n: count() })
      .from(alocacoes)
      .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
      .innerJoin(aprendizes, eq(aprendizes.id, alocacoes.aprendizId))
      .where(filtro),
  ]);
  return { data: linhas.map((l) => paraAlocacao(l, verCpf)), total: total?.n ?? 0, page, pageSize };
}

/** An apprentice's allocations to the classes the reader reaches (an educator: their own). */
export async function historicoDoAprendiz(
  db: Database,
  aprendizId: number,
  escopo: Escopo,
): Promise<LinhaAlocacao[]> {
  return consulta(db)
    .where(and(eq(alocacoes.aprendizId, aprendizId), daTurmaNoEscopo(escopo, alocacoes.turmaId)))
    .orderBy(desc(alocacoes.dataInicio), desc(alocacoes.id));
}

export async function buscarAlocacoes(executor: Executor, ids: number[]): Promise<LinhaAlocacao[]> {
  if (ids.length === 0) return [];
  return consulta(executor).where(inArray(alocacoes.id, ids)).orderBy(alocacoes.id);
}

/** Open allocations of a class: its ocupação. */
export async function ocupacaoDaTurma(executor: Executor, turmaId: number): Promise<number> {
  const [linha] = await executor
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(alocacoes)
    .where(and(eq(alocacoes.turmaId, turmaId), isNull(alocacoes.dataFim)));
  return linha?.n ?? 0;
}

export interface AlocacaoAberta {
  aprendizId: number;
  turmaId: number;
  codigo: string;
  nome: string;
  dataInicio: string;
}

export async function alocacoesAbertas(
  executor: Executor,
  aprendizIds: number[],
): Promise<Map<number, AlocacaoAberta>> {
  if (aprendizIds.length === 0) return new Map();
  const linhas = await executor
    .select({
      aprendizId: alocacoes.aprendizId,
      turmaId: alocacoes.turmaId,
      codigo: turmas.codigo,
      nome: turmas.nome,
      dataInicio: alocacoes.dataInicio,
    })
    .from(alocacoes)
    .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .where(and(inArray(alocacoes.aprendizId, aprendizIds), isNull(alocacoes.dataFim)));
  return new Map(linhas.map((l) => [l.aprendizId, l]));
}
