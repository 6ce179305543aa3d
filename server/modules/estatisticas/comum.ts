// What every statistic shares: one round trip returning rows, the situações in their order, and
// the answer's clock.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { linhas, type Database } from '../../db/client';
import type { Executor } from '../../shared/executor';

export async function consultar<T>(db: Executor, consulta: SQL): Promise<T[]> {
  return linhas<T>(await db.execute(consulta));
}

export const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * Active apprentices per situação now, every situação (0 included) in the registry's order: read
 * from aprendizes_contagem, kept exact by the triggers of migration 0005.
 */
export async function aprendizesPorSituacao(db: Database) {
  const linhasSituacao = await consultar<{ id: number; nome: string; total: number }>(
    db,
    sql`SELECT s.id, s.nome, coalesce(c.total, 0)::int AS total
          FROM situacoes_aprendiz s
          LEFT JOIN aprendizes_contagem c ON c.situacao_id = s.id AND c.ativo
         ORDER BY s.ordem, s.id`,
  );
  return linhasSituacao.map((l) => ({ situacaoId: n(l.id), nome: l.nome, total: n(l.total) }));
}
