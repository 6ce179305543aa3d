// What other operations do to an apprentice's class allocation, inside their own transaction: a
// contract's termination or end closes the open allocation on a date, with the reason, audited
// like a desalocação.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alocacoes } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { ENTIDADE } from './avaliacao';

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
  const fim = quem.dataFim < aberta.dataInicio ? aberta.dataInicio : quem.dataFim;
  await tx
    .update(alocacoes)
    .set({
      dataFim: fim,
      motivoDesalocacao: quem.motivo,
      atualizadoEm: quem.agora,
      versao: sql`${alocacoes.versao} + 1`,
    })
    .where(eq(alocacoes.id, aberta.id));
  await registrarAuditoria(tx, {
    usuarioId: quem.usuarioId,
    acao: 'desalocar',
    entidade: ENTIDADE,
    entidadeId: aberta.id,
    campos: {
      dataFim: { de: null, para: fim },
      motivoDesalocacao: { de: null, para: quem.motivo },
    },
  });
  return true;
}
