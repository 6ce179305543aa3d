// What other operations do to an apprentice's placement, inside their own transaction: a contract
// opens the placement in its unit (ending any other open one the day before), a termination or a
// contract's end closes it on a date. Each change has its audit row; the reason, when there is one,
// is in the trail (placements have no reason column). The placement routes open and close one with
// the same two changes (abrirLotacao, fecharLotacao).
import { and, eq, isNull } from 'drizzle-orm';
import { lotacoes } from '../../db/schema';
import { camposPreenchidos, mudarEAuditar, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { fimAoEncerrar, fimDepoisDe } from '../../shared/periodo';
import { somarDias } from '../../../src/shared/validation/datas';

const ENTIDADE = 'lotacao';

interface Quem {
  aprendizId: number;
  usuarioId: number | null;
  agora: Date;
}

/** A new open placement in `unidadeId` from `dataInicio`, audited; returns its id. */
export async function abrirLotacao(
  tx: Executor,
  nova: { aprendizId: number; unidadeId: number; dataInicio: string },
  usuarioId: number | null,
  motivo: string | null,
): Promise<number> {
  const [linha] = await tx.insert(lotacoes).values(nova).returning({ id: lotacoes.id });
  if (!linha) throw new Error('INSERT em lotacoes não devolveu o id');
  await registrarAuditoria(tx, {
    usuarioId,
    acao: 'criar',
    entidade: ENTIDADE,
    entidadeId: linha.id,
    campos: camposPreenchidos({
      aprendizId: nova.aprendizId,
      unidadeId: nova.unidadeId,
      dataInicio: nova.dataInicio,
      ...(motivo === null ? {} : { motivo }),
    }),
  });
  return linha.id;
}

/** Ends an open placement on `dataFim`, audited with the reason when there is one. */
export async function fecharLotacao(
  tx: Executor,
  onde: { id: number; dataInicio: string },
  dataFim: string,
  quem: Quem,
  motivo: string | null,
): Promise<void> {
  const fim = fimAoEncerrar(onde.dataInicio, dataFim);
  await mudarEAuditar(tx, lotacoes, [onde], { dataFim: fim }, quem, {
    acao: 'encerrar',
    entidade: ENTIDADE,
    campos: () => camposPreenchidos({ dataFim: fim, ...(motivo === null ? {} : { motivo }) }),
  });
}

const abertaDo = (tx: Executor, aprendizId: number) =>
  tx
    .select({ id: lotacoes.id, unidadeId: lotacoes.unidadeId, dataInicio: lotacoes.dataInicio })
    .from(lotacoes)
    .where(and(eq(lotacoes.aprendizId, aprendizId), isNull(lotacoes.dataFim)))
    .for('update');

/**
 * The apprentice placed in `unidadeId` from `dataInicio`: an open placement elsewhere ends the day
 * before; one already open in that unit is kept as it is; a placement that ended after that day
 * (a contract dated back) pushes the start to the day after it. Returns the open placement's id.
 */
export async function lotarPorContrato(
  tx: Executor,
  quem: Quem & { unidadeId: number; dataInicio: string; motivo: string },
): Promise<number> {
  const [aberta] = await abertaDo(tx, quem.aprendizId);
  if (aberta?.unidadeId === quem.unidadeId) return aberta.id;
  if (aberta) await fecharLotacao(tx, aberta, somarDias(quem.dataInicio, -1), quem, quem.motivo);
  // Periods never overlap: after an earlier placement that ended later, start the day after it.
  const fimAnterior = (await fimDepoisDe(tx, lotacoes, [quem.aprendizId], quem.dataInicio)).get(
    quem.aprendizId,
  );
  const dataInicio = fimAnterior === undefined ? quem.dataInicio : somarDias(fimAnterior, 1);
  return abrirLotacao(
    tx,
    { aprendizId: quem.aprendizId, unidadeId: quem.unidadeId, dataInicio },
    quem.usuarioId,
    quem.motivo,
  );
}

/** Ends the apprentice's open placement, if any, on `dataFim` with the reason. */
export async function encerrarLotacaoDoAprendiz(
  tx: Executor,
  quem: Quem & { dataFim: string; motivo: string },
): Promise<boolean> {
  const [aberta] = await abertaDo(tx, quem.aprendizId);
  if (!aberta) return false;
  await fecharLotacao(tx, aberta, quem.dataFim, quem, quem.motivo);
  return true;
}
