// What a class's update does to the allocations in it, kept with the allocations' own rules: the
// allocations already made must still fit (capacity and period), and closing a class ends its
// open allocations. The class's record declaration (turmas/registro.ts) calls these.
import { and, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { alocacoes } from '../../db/schema';
import { camposPreenchidos, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_TURMA as M } from '../../../src/shared/validation/turma';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { ocupacaoDaTurma } from './consultas';

/** The reason written on allocations a class closure ends. */
export const MOTIVO_TURMA_ENCERRADA = 'Turma encerrada';

/** The allocations already made must still fit: capacity and period. */
export async function conferirAlocacoes(
  executor: Executor,
  id: number,
  dados: { capacidade: number; dataInicio: string; dataFim: string },
) {
  const erros: Record<string, string> = {};
  const ocupacao = await ocupacaoDaTurma(executor, id);
  if (dados.capacidade < ocupacao) erros.capacidade = M.capacidadeMenorQueOcupacao(ocupacao);
  const [limites] = await executor
    .select({ primeira: min(alocacoes.dataInicio), ultima: max(alocacoes.dataInicio) })
    .from(alocacoes)
    .where(eq(alocacoes.turmaId, id));
  if (limites?.primeira && limites.ultima) {
    const mensagem = M.periodoSemAlocacoes(limites.primeira, limites.ultima);
    if (dados.dataInicio > limites.primeira) erros.dataInicio = mensagem;
    if (dados.dataFim < limites.ultima) erros.dataFim = mensagem;
  }
  const [primeiro] = Object.values(erros);
  if (primeiro !== undefined) throw problema(422, primeiro, erros);
}

/**
 * Closing a class ends its open allocations on the class's last day (today, when it closes
 * early; never before an allocation's own start), each with its audit row.
 */
export async function encerrarAlocacoes(
  app: FastifyInstance,
  executor: Executor,
  ator: UsuarioAutenticado,
  turma: { id: number; dataFim: string },
): Promise<void> {
  const hoje = dataLocal(app.agora());
  const fim = turma.dataFim < hoje ? turma.dataFim : hoje;
  const encerradas = await executor
    .update(alocacoes)
    .set({
      dataFim: sql`greatest(${alocacoes.dataInicio}, ${fim}::date)`,
      motivoDesalocacao: MOTIVO_TURMA_ENCERRADA,
      atualizadoEm: app.agora(),
      versao: sql`${alocacoes.versao} + 1`,
    })
    .where(and(eq(alocacoes.turmaId, turma.id), isNull(alocacoes.dataFim)))
    .returning({ id: alocacoes.id, dataFim: alocacoes.dataFim });
  for (const alocacao of encerradas) {
    await registrarAuditoria(executor, {
      usuarioId: ator.id,
      acao: 'desalocar',
      entidade: 'alocacao',
      entidadeId: alocacao.id,
      campos: camposPreenchidos({
        dataFim: alocacao.dataFim,
        motivoDesalocacao: MOTIVO_TURMA_ENCERRADA,
      }),
    });
  }
}
