// The contract that comes from a vacancy (called by server/modules/contratos inside the contract's
// own transaction): before the row, the referral it names is checked (approved, the same
// apprentice and partner, not a contract yet) and gives the contract its vagaId; after the row, a
// vacancy whose contracts reached its quantidade becomes preenchida (its other open candidacies
// and referrals closed), and the apprentice's candidacies elsewhere close.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { candidatos, contratos, encaminhamentos, vagas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido, problema } from '../../shared/problem';
import {
  MENSAGENS_VAGA as M,
  STATUS_CANDIDATO_ABERTO,
  vagaAberta,
} from '../../../src/shared/validation/vagas';
import { fecharCandidatosOnde, fecharCandidaturas, mudarStatusDaVaga, type Ator } from './efeitos';

interface OrigemDoContrato {
  aprendizId: number;
  parceiroId: number;
  vagaId?: number | null | undefined;
  encaminhamentoId?: number | null | undefined;
}

/** The contract's vagaId (from its referral), or a 400/409 that refuses the contract. */
export async function origemDoContrato(
  tx: Executor,
  c: OrigemDoContrato,
): Promise<{ vagaId?: number }> {
  if (c.encaminhamentoId !== null && c.encaminhamentoId !== undefined) {
    const [e] = await tx
      .select({
        status: encaminhamentos.status,
        aprendizId: encaminhamentos.aprendizId,
        vagaId: encaminhamentos.vagaId,
        parceiroId: vagas.parceiroId,
      })
      .from(encaminhamentos)
      .innerJoin(vagas, eq(vagas.id, encaminhamentos.vagaId))
      .where(eq(encaminhamentos.id, c.encaminhamentoId))
      .for('update', { of: encaminhamentos });
    if (!e) throw invalido({ encaminhamentoId: M.encaminhamentoNaoEncontrado });
    if (e.status !== 'aprovado') {
      throw invalido({ encaminhamentoId: M.contratoDeEncaminhamentoNaoAprovado });
    }
    if (e.aprendizId !== c.aprendizId) {
      throw invalido({ Con_CodAprendiz: M.contratoDeOutroAprendiz });
    }
    if (e.parceiroId !== c.parceiroId) {
      throw invalido({ Con_CodParceiro: M.contratoDeOutraEmpresa });
    }
    if (c.vagaId !== null && c.vagaId !== undefined && c.vagaId !== e.vagaId) {
      throw invalido({ vagaId: M.contratoDeOutraVaga });
    }
    const [outro] = await tx
      .select({ numero: contratos.numero })
      .from(contratos)
      .where(eq(contratos.encaminhamentoId, c.encaminhamentoId));
    if (outro) throw problema(409, M.encaminhamentoJaContratado(outro.numero));
    return { vagaId: e.vagaId };
  }
  if (c.vagaId !== null && c.vagaId !== undefined) {
    const [v] = await tx
      .select({ parceiroId: vagas.parceiroId })
      .from(vagas)
      .where(eq(vagas.id, c.vagaId));
    if (!v) throw invalido({ vagaId: M.vagaDoContratoInexistente });
    if (v.parceiroId !== c.parceiroId)
      throw invalido({ Con_CodParceiro: M.contratoDeOutraEmpresa });
  }
  return {};
}

/** After the contract row: the vacancy preenchida when full; the apprentice's other candidacies closed. */
export async function contratoCriado(
  tx: Executor,
  c: { numero: string; aprendizId: number; vagaId: number | null; data: string },
  ator: Ator,
): Promise<void> {
  const motivo = `Contratado (contrato ${c.numero})`;
  await fecharCandidatosOnde(
    tx,
    and(
      eq(candidatos.aprendizId, c.aprendizId),
      inArray(candidatos.status, [...STATUS_CANDIDATO_ABERTO]),
      c.vagaId === null ? undefined : ne(candidatos.vagaId, c.vagaId),
    ),
    motivo,
    ator,
  );
  if (c.vagaId === null) return;
  const [v] = await tx
    .select({ status: vagas.status, quantidade: vagas.quantidade })
    .from(vagas)
    .where(eq(vagas.id, c.vagaId))
    .for('update');
  if (!v || !vagaAberta(v.status)) return;
  const [feitos] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(contratos)
    .where(eq(contratos.vagaId, c.vagaId));
  if ((feitos?.n ?? 0) < v.quantidade) return;
  await mudarStatusDaVaga(tx, { id: c.vagaId, status: v.status }, 'preenchida', ator);
  await fecharCandidaturas(tx, c.vagaId, 'Vaga preenchida', { ...ator, data: c.data });
}
