// Reading an apprentice's leaves with the reason's name: all of them, one, or the open one.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afastamentos, motivosAfastamento } from '../../db/schema';
import type { Executor } from '../../shared/executor';

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
