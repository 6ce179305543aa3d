// What other operations do to an apprentice's class allocation, inside their own transaction: a
// contract's termination or end closes the open allocation on a date, with the reason, audited
// like a desalocação.
import { and, eq, isNull } from 'drizzle-orm';
import { alocacoes } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { fimAoEncerrar } from '../../shared/periodo';
import { fecharAlocacao } from './desalocar';

/** Ends the apprentice's open allocation, if any, on `dataFim` (never before its start). */
export async function encerrarAlocacaoDoAprendiz(
  tx: Executor,
  quem: {
    aprendizId: number;
    dataFim: string;
    motivo: string;
    usuarioId: number | null;
    agora: Date;
  },
): Promise<boolean> {
  const [aberta] = await tx
    .select({ id: alocacoes.id, dataInicio: alocacoes.dataInicio })
    .from(alocacoes)
    .where(and(eq(alocacoes.aprendizId, quem.aprendizId), isNull(alocacoes.dataFim)))
    .for('update');
  if (!aberta) return false;
  await fecharAlocacao(tx, aberta.id, {
    dataFim: fimAoEncerrar(aberta.dataInicio, quem.dataFim),
    motivo: quem.motivo,
    usuarioId: quem.usuarioId,
    agora: quem.agora,
  });
  return true;
}
