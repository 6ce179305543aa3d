// What candidacies and referrals do to the apprentice's situação, always inside the operation's own
// transaction and through the one situação-change function (history kept): a candidacy makes an
// Inscrito Em seleção, a referral makes them Encaminhado, a referral that ends without a contract
// sends them back to Em seleção while they still have open candidacies, else to Inscrito.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  aprendizes,
  candidatos,
  encaminhamentos,
  parceiros,
  situacoesAprendiz,
  vagas,
} from '../../db/schema';
import { mudarEAuditar } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { nomeDoParceiro } from '../../shared/parceiro';
import { juntarSituacao } from '../../shared/periodo';
import { mudarSituacaoPara } from '../situacoes';
import {
  STATUS_CANDIDATO_ABERTO,
  STATUS_ENCAMINHAMENTO_ABERTO,
  STATUS_VAGA_ABERTA,
  type StatusVaga,
} from '../../../src/shared/validation/vagas';

export interface Ator {
  usuarioId: number | null;
  agora: Date;
}

/**
 * A vacancy's status moves (em seleção, preenchida, cancelada): a new versao and an audit row that
 * names the status it had; `acao` is the trail's word when it is not a plain 'atualizar'.
 */
export async function mudarStatusDaVaga(
  tx: Executor,
  vaga: { id: number; status: StatusVaga },
  para: StatusVaga,
  m: Ator,
  acao = 'atualizar',
): Promise<void> {
  await mudarEAuditar(tx, vagas, [vaga], { status: para }, m, {
    acao,
    entidade: 'vaga',
    campos: (v) => ({ status: { de: v.status, para } }),
  });
}

export interface MudancaDeSituacao extends Ator {
  data: string;
  motivo: string;
  origem: 'candidatura' | 'encaminhamento' | 'vaga';
  origemId: number;
}

/**
 * The apprentice's row locked, with their situação's codigo. The lock is taken on the bare row
 * first: a FOR UPDATE over a join would re-check the join against the old situação after waiting
 * for a concurrent change (PostgreSQL's re-evaluation) and lose the row.
 */
export async function travarAprendiz(tx: Executor, aprendizId: number) {
  await tx
    .select({ id: aprendizes.id })
    .from(aprendizes)
    .where(eq(aprendizes.id, aprendizId))
    .for('update');
  const [linha] = await tx
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      ativo: aprendizes.ativo,
      situacaoId: aprendizes.situacaoId,
      situacaoCodigo: situacoesAprendiz.codigo,
      situacaoNome: situacoesAprendiz.nome,
    })
    .from(aprendizes)
    .innerJoin(situacoesAprendiz, juntarSituacao)
    .where(eq(aprendizes.id, aprendizId));
  return linha;
}

/** A candidacy still in play at a vacancy still taking people. */
export async function temCandidaturaAberta(tx: Executor, aprendizId: number): Promise<boolean> {
  const [linha] = await tx
    .select({ id: candidatos.id })
    .from(candidatos)
    .innerJoin(vagas, eq(vagas.id, candidatos.vagaId))
    .where(
      and(
        eq(candidatos.aprendizId, aprendizId),
        inArray(candidatos.status, [...STATUS_CANDIDATO_ABERTO]),
        inArray(vagas.status, [...STATUS_VAGA_ABERTA]),
      ),
    )
    .limit(1);
  return linha !== undefined;
}

/** The open referral of an apprentice (locked rows decide), with its vacancy and company, if any. */
export async function encaminhamentoAbertoDe(tx: Executor, aprendizId: number, exceto?: number) {
  const [linha] = await tx
    .select({
      id: encaminhamentos.id,
      titulo: vagas.titulo,
      parceiro: nomeDoParceiro,
    })
    .from(encaminhamentos)
    .innerJoin(vagas, eq(vagas.id, encaminhamentos.vagaId))
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .where(
      and(
        eq(encaminhamentos.aprendizId, aprendizId),
        inArray(encaminhamentos.status, [...STATUS_ENCAMINHAMENTO_ABERTO]),
        exceto === undefined ? undefined : ne(encaminhamentos.id, exceto),
      ),
    )
    .limit(1);
  return linha;
}

/**
 * After a candidacy or referral ended without a contract: Em seleção while other candidacies are
 * open, else Inscrito. Only someone still in the selection (Em seleção, Encaminhado) moves; nor
 * while another referral of theirs is still open (they stay Encaminhado).
 */
export async function voltarDaSelecao(
  tx: Executor,
  aprendizId: number,
  m: MudancaDeSituacao,
): Promise<void> {
  const aprendiz = await travarAprendiz(tx, aprendizId);
  if (!aprendiz || !['em-selecao', 'encaminhado'].includes(aprendiz.situacaoCodigo)) return;
  if (await encaminhamentoAbertoDe(tx, aprendizId)) return;
  const destino = (await temCandidaturaAberta(tx, aprendizId)) ? 'em-selecao' : 'inscrito';
  await mudarSituacaoPara(tx, aprendiz, destino, m);
}

/**
 * Candidacies matching `onde` become `não selecionado` with the reason, each with its audit row
 * naming the status it had.
 */
export async function fecharCandidatosOnde(
  tx: Executor,
  onde: SQL | undefined,
  motivo: string,
  m: Ator,
): Promise<{ id: number; aprendizId: number }[]> {
  const antes = await tx
    .select({ id: candidatos.id, aprendizId: candidatos.aprendizId, status: candidatos.status })
    .from(candidatos)
    .where(onde)
    .for('update');
  await mudarEAuditar(tx, candidatos, antes, { status: 'não selecionado', motivo }, m, {
    acao: 'atualizar',
    entidade: 'candidato',
    campos: (c) => ({
      status: { de: c.status, para: 'não selecionado' },
      motivo: { de: null, para: motivo },
    }),
  });
  return antes;
}

/**
 * A vacancy cancelled or filled: its open candidacies close (não selecionado, with the reason) and
 * its open referrals end as reprovado; each apprentice goes back as voltarDaSelecao says. An
 * approved referral (and its candidacy) stays: it may still be, or already be, a contract.
 */
export async function fecharCandidaturas(
  tx: Executor,
  vagaId: number,
  motivo: string,
  m: Omit<MudancaDeSituacao, 'motivo' | 'origem' | 'origemId'>,
): Promise<void> {
  const aprovados = tx
    .select({ aprendizId: encaminhamentos.aprendizId })
    .from(encaminhamentos)
    .where(and(eq(encaminhamentos.vagaId, vagaId), eq(encaminhamentos.status, 'aprovado')));
  const fechados = await fecharCandidatosOnde(
    tx,
    and(
      eq(candidatos.vagaId, vagaId),
      inArray(candidatos.status, [...STATUS_CANDIDATO_ABERTO]),
      sql`${candidatos.aprendizId} not in ${aprovados}`,
    ),
    motivo,
    m,
  );
  const abertos = await tx
    .select({
      id: encaminhamentos.id,
      aprendizId: encaminhamentos.aprendizId,
      status: encaminhamentos.status,
    })
    .from(encaminhamentos)
    .where(
      and(
        eq(encaminhamentos.vagaId, vagaId),
        inArray(encaminhamentos.status, [...STATUS_ENCAMINHAMENTO_ABERTO]),
      ),
    )
    .for('update');
  await mudarEAuditar(
    tx,
    encaminhamentos,
    abertos,
    {
      status: 'reprovado',
      observacoes: sql`trim(coalesce(${encaminhamentos.observacoes} || E'\n', '') || ${motivo})`,
    },
    m,
    {
      acao: 'atualizar',
      entidade: 'encaminhamento',
      campos: (e) => ({ status: { de: e.status, para: 'reprovado' } }),
    },
  );
  const pessoas = [...new Set([...fechados, ...abertos].map((x) => x.aprendizId))].sort(
    (a, b) => a - b,
  );
  for (const aprendizId of pessoas) {
    await voltarDaSelecao(tx, aprendizId, { ...m, motivo, origem: 'vaga', origemId: vagaId });
  }
}
