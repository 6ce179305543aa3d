// The situação history of an apprentice (most recent first) and the date of its latest change.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { historicoSituacoes, situacoesAprendiz, usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';

const s = situacoesAprendiz;

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
