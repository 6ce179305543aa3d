// What a contract does to the rest of the apprentice's record, always inside the operation's own
// transaction (a failure anywhere leaves everything as it was): creating makes them Contratado and
// opens the placement in the contract's unit; closing (término) and terminating end the class
// allocation and the placement on the date, with the reason, and make them Concluído or Desligado.
// Every row changed gets its audit row. The situação changes only through mudarSituacao.
import { eq, sql } from 'drizzle-orm';
import { aprendizes, contratos, contratosNumeracao } from '../../db/schema';
import type { CodigoSituacaoAprendiz } from '../../db/seed/referencia';
import { mudarEAuditar } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { encerrarAlocacaoDoAprendiz } from '../alocacoes';
import { encerrarLotacaoDoAprendiz, lotarPorContrato } from '../parceiros';
import { mudarSituacaoPara } from '../situacoes';
import { emCurso } from '../../../src/shared/validation/contratos';

export const ENTIDADE = 'contrato';

export interface Ator {
  usuarioId: number | null;
  agora: Date;
}

/**
 * The next número of a year, 'aaaa/nnnnn'. The counter row stays locked until the transaction
 * ends, so two contracts created at once get consecutive numbers; a rolled-back creation gives its
 * number back (no gaps).
 */
export async function proximoNumero(tx: Executor, ano: number): Promise<string> {
  const [linha] = await tx
    .insert(contratosNumeracao)
    .values({ ano, ultimo: 1 })
    .onConflictDoUpdate({
      target: contratosNumeracao.ano,
      set: { ultimo: sql`${contratosNumeracao.ultimo} + 1` },
    })
    .returning({ ultimo: contratosNumeracao.ultimo });
  if (!linha) throw new Error('contratos_numeracao não devolveu o número');
  return `${ano}/${String(linha.ultimo).padStart(5, '0')}`;
}

/** The apprentice's row, locked for the operation (situação and contracts change under it). */
export async function travarAprendiz(tx: Executor, aprendizId: number) {
  const [linha] = await tx
    .select({ id: aprendizes.id, situacaoId: aprendizes.situacaoId })
    .from(aprendizes)
    .where(eq(aprendizes.id, aprendizId))
    .for('update');
  if (!linha) throw new Error(`Aprendiz ${aprendizId} sumiu durante a operação`);
  return linha;
}

/** A new contract: Contratado from its start, and placed in its unit (when it names one). */
export async function efeitosDaCriacao(
  tx: Executor,
  contrato: {
    id: number;
    numero: string;
    aprendizId: number;
    unidadeId: number | null;
    dataInicio: string;
  },
  ator: Ator,
): Promise<void> {
  const motivo = `Contrato ${contrato.numero}`;
  await mudarSituacaoPara(tx, await travarAprendiz(tx, contrato.aprendizId), 'contratado', {
    ...ator,
    data: contrato.dataInicio,
    motivo,
    origem: 'contrato',
    origemId: contrato.id,
  });
  if (contrato.unidadeId !== null) {
    await lotarPorContrato(tx, {
      aprendizId: contrato.aprendizId,
      unidadeId: contrato.unidadeId,
      dataInicio: contrato.dataInicio,
      motivo,
      usuarioId: ator.usuarioId,
      agora: ator.agora,
    });
  }
}

/** The end of a contract (término or rescisão): allocation and placement end on the date. */
export async function efeitosDoFim(
  tx: Executor,
  fim: {
    contratoId: number;
    aprendizId: number;
    data: string;
    motivo: string;
    situacao: CodigoSituacaoAprendiz;
    origem: 'encerramento' | 'rescisao';
    origemId: number;
  },
  ator: Ator,
): Promise<void> {
  const quem = { aprendizId: fim.aprendizId, usuarioId: ator.usuarioId, agora: ator.agora };
  await encerrarAlocacaoDoAprendiz(tx, { ...quem, dataFim: fim.data, motivo: fim.motivo });
  await encerrarLotacaoDoAprendiz(tx, { ...quem, dataFim: fim.data, motivo: fim.motivo });
  await mudarSituacaoPara(tx, await travarAprendiz(tx, fim.aprendizId), fim.situacao, {
    ...ator,
    data: fim.data,
    motivo: fim.motivo,
    origem: fim.origem,
    origemId: fim.origemId,
  });
}

/**
 * Closes one contract that ended by date (stored running, término before today): stored as
 * `encerrado` with who and when, the apprentice Concluído, allocation and placement ended on the
 * término. False when it is not (or no longer) such a contract.
 */
export async function encerrarPorTermino(
  tx: Executor,
  contratoId: number,
  hoje: string,
  ator: Ator,
): Promise<boolean> {
  const [contrato] = await tx
    .select({
      id: contratos.id,
      numero: contratos.numero,
      status: contratos.status,
      aprendizId: contratos.aprendizId,
      dataTermino: contratos.dataTermino,
    })
    .from(contratos)
    .where(eq(contratos.id, contratoId))
    .for('update');
  if (!contrato || !emCurso(contrato.status) || contrato.dataTermino >= hoje) return false;
  await mudarEAuditar(
    tx,
    contratos,
    [contrato],
    { status: 'encerrado', encerradoPor: ator.usuarioId, encerradoEm: ator.agora },
    ator,
    {
      acao: 'encerrar',
      entidade: ENTIDADE,
      campos: (c) => ({ status: { de: c.status, para: 'encerrado' } }),
    },
  );
  await efeitosDoFim(
    tx,
    {
      contratoId: contrato.id,
      aprendizId: contrato.aprendizId,
      data: contrato.dataTermino,
      motivo: `Término do contrato ${contrato.numero}`,
      situacao: 'concluido',
      origem: 'encerramento',
      origemId: contrato.id,
    },
    ator,
  );
  return true;
}
