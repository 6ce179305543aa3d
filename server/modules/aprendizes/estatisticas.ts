// The dashboard's totals of active apprentices: per situação (from the counters kept by triggers),
// new this month, under 18, PcD; and the inactive ones.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aprendizes, aprendizesContagem, situacoesAprendiz } from '../../db/schema';
import { anosAntes } from './repository';

const a = aprendizes;
const s = situacoesAprendiz;

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
