// The dashboard's totals of active apprentices: per situação (from the counters kept by triggers),
// new this month, under 18, PcD; and the inactive ones. A reader kept to some classes (the record
// rule) gets the same figures over the apprentices it reaches, counted from the rows.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aprendizes, aprendizesContagem, situacoesAprendiz } from '../../db/schema';
import { doAprendizNoEscopo, type Escopo } from '../../shared/escopo';
import { anosAntes } from './consultas';

const a = aprendizes;
const s = situacoesAprendiz;

/** Active (or inactive) apprentices per situação: the counters, or the reader's own rows. */
function contagens(db: Database, escopo: Escopo) {
  if (escopo.todas) {
    const c = aprendizesContagem;
    return db
      .select({ situacaoId: c.situacaoId, ativo: c.ativo, total: c.total })
      .from(c)
      .as('contagem');
  }
  return db
    .select({ situacaoId: a.situacaoId, ativo: a.ativo, total: count().as('total') })
    .from(a)
    .where(doAprendizNoEscopo(escopo, a.id))
    .groupBy(a.situacaoId, a.ativo)
    .as('contagem');
}

/** Counts for the dashboard and /aprendizes/situacoes (per situação from the counters). */
export async function estatisticas(db: Database, hoje: string, escopo: Escopo) {
  const inicioDoMes = `${hoje.slice(0, 8)}01`;
  const corteMaioridade = anosAntes(hoje, 18);
  const c = contagens(db, escopo);
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
      .where(and(eq(a.ativo, true), doAprendizNoEscopo(escopo, a.id))),
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
