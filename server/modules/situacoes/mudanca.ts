// The one way an apprentice's situação changes (PRODUCT.md section 2): an operation (sign-up, leave,
// return, and later contract, termination...) calls `mudarSituacao` inside its own transaction; the
// record, its history row and its audit row are written together. Never free editing.
import { eq, sql } from 'drizzle-orm';
import type { CodigoSituacaoAprendiz } from '../../db/seed/referencia';
import { aprendizes, historicoSituacoes, situacoesAprendiz } from '../../db/schema';
import { registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';

export interface Situacao {
  id: number;
  codigo: string;
  nome: string;
}

/** A situação by its stable codigo (inscrito, contratado, afastado...). */
export async function situacaoPorCodigo(
  executor: Pick<Executor, 'select'>,
  codigo: CodigoSituacaoAprendiz,
): Promise<Situacao> {
  const [situacao] = await executor
    .select({
      id: situacoesAprendiz.id,
      codigo: situacoesAprendiz.codigo,
      nome: situacoesAprendiz.nome,
    })
    .from(situacoesAprendiz)
    .where(eq(situacoesAprendiz.codigo, codigo));
  if (!situacao) throw new Error(`Situação ${codigo} não existe: o seed não rodou?`);
  return situacao;
}

export interface EntradaHistorico {
  aprendizId: number;
  situacaoAnteriorId: number | null;
  situacaoId: number;
  /** When the change took effect, 'aaaa-mm-dd'. */
  data: string;
  motivo: string;
  /** The operation: cadastro, afastamento, retorno-afastamento, contrato, rescisao... */
  origem: string;
  origemId?: number | null;
  usuarioId: number | null;
  /** The app's clock (app.agora()). */
  agora: Date;
}

/** One history row, or many in one INSERT (the spreadsheet import's batch). */
export async function registrarHistorico(
  executor: Executor,
  entradas: EntradaHistorico | readonly EntradaHistorico[],
): Promise<void> {
  const lista: readonly EntradaHistorico[] = Array.isArray(entradas) ? entradas : [entradas];
  if (lista.length === 0) return;
  await executor.insert(historicoSituacoes).values(
    lista.map((e) => ({
      aprendizId: e.aprendizId,
      situacaoAnteriorId: e.situacaoAnteriorId,
      situacaoId: e.situacaoId,
      data: e.data,
      motivo: e.motivo,
      origem: e.origem,
      origemId: e.origemId ?? null,
      usuarioId: e.usuarioId,
      criadoEm: e.agora,
    })),
  );
}

/**
 * Moves the apprentice to another situação: the record (versao + 1, so a form opened before the
 * change gets its 409), a history row and an audit row. Call it inside the operation's transaction,
 * with the apprentice's row locked (SELECT ... FOR UPDATE).
 */
export async function mudarSituacao(
  executor: Executor,
  e: Omit<EntradaHistorico, 'situacaoAnteriorId'> & { situacaoAnteriorId: number },
): Promise<void> {
  if (e.situacaoAnteriorId === e.situacaoId) return;
  await executor
    .update(aprendizes)
    .set({ situacaoId: e.situacaoId, versao: sql`${aprendizes.versao} + 1`, atualizadoEm: e.agora })
    .where(eq(aprendizes.id, e.aprendizId));
  await registrarHistorico(executor, e);
  await registrarAuditoria(executor, {
    usuarioId: e.usuarioId,
    acao: 'atualizar',
    entidade: 'aprendiz',
    entidadeId: e.aprendizId,
    campos: {
      situacaoId: { de: e.situacaoAnteriorId, para: e.situacaoId },
      motivoSituacao: { de: null, para: e.motivo },
    },
  });
}

/** mudarSituacao to the situação named by its codigo, from the one the (locked) apprentice has. */
export async function mudarSituacaoPara(
  executor: Executor,
  aprendiz: { id: number; situacaoId: number },
  codigo: CodigoSituacaoAprendiz,
  e: Omit<EntradaHistorico, 'aprendizId' | 'situacaoAnteriorId' | 'situacaoId'>,
): Promise<void> {
  const situacao = await situacaoPorCodigo(executor, codigo);
  await mudarSituacao(executor, {
    ...e,
    aprendizId: aprendiz.id,
    situacaoAnteriorId: aprendiz.situacaoId,
    situacaoId: situacao.id,
  });
}
