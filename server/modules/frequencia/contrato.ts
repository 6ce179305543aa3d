// The apprentice's contract that overlaps a period (the latest one), with the day it really ends
// (its término, or the rescisão's date when it ended early): the practice side of the calendar.
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { contratos, parceiros, rescisoes } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { nomeDoParceiro } from '../../shared/parceiro';

export interface ContratoDoPeriodo {
  id: number;
  numero: string;
  parceiroId: number;
  parceiroNome: string;
  dataInicio: string;
  dataFim: string;
}

export async function contratoDoPeriodo(
  executor: Executor,
  aprendizId: number,
  inicio?: string,
  fim?: string,
): Promise<ContratoDoPeriodo | null> {
  const [c] = await executor
    .select({
      id: contratos.id,
      numero: contratos.numero,
      parceiroId: parceiros.id,
      parceiroNome: nomeDoParceiro,
      dataInicio: contratos.dataInicio,
      dataTermino: contratos.dataTermino,
      rescisao: rescisoes.data,
    })
    .from(contratos)
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .leftJoin(rescisoes, eq(rescisoes.contratoId, contratos.id))
    .where(
      and(
        eq(contratos.aprendizId, aprendizId),
        fim === undefined ? undefined : lte(contratos.dataInicio, fim),
        inicio === undefined ? undefined : gte(contratos.dataTermino, inicio),
      ),
    )
    .orderBy(desc(contratos.dataInicio), desc(contratos.id))
    .limit(1);
  if (!c) return null;
  const { rescisao, dataTermino, ...resto } = c;
  return {
    ...resto,
    dataFim: rescisao !== null && rescisao < dataTermino ? rescisao : dataTermino,
  };
}
