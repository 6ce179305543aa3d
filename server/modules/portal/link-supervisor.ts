// The link's use cases for staff (issue 36): send (or send again: a new version, so the previous
// link stops opening), revoke, and remind the supervisor of the evaluations still open. Each
// locks the supervisor's row, writes its audit row and, when it e-mails, the outbox row, in one
// transaction. The trail records that a link was sent and until when, never the link.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parceiros, supervisores, unidades } from '../../db/schema';
import { camposPreenchidos, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_PORTAL as M } from '../../../src/shared/validation/portal';
import { unidadeExistente } from '../parceiros';
import { chaveDoPortal } from './chave';
import { enviarEmailDeLembrete, enviarEmailDoLink, type Destino } from './emails-supervisor';
import { avaliacoesDaUnidade } from './leitura';
import { assinarLink, segundos } from './link';
import { paraSupervisor, type LinhaSupervisor } from './registro';
import { nomeDoParceiro } from '../../shared/parceiro';

export interface Alvo {
  parceiroId: number;
  unidadeId: number;
  supervisorId: number;
}

/** The supervisor's row locked, with the unit's and the company's names and whether active. */
async function travar(tx: Executor, alvo: Alvo) {
  const [linha] = await tx
    .select({
      supervisor: supervisores,
      unidade: unidades.nome,
      unidadeAtiva: unidades.ativo,
      empresa: nomeDoParceiro,
    })
    .from(supervisores)
    .innerJoin(unidades, eq(unidades.id, supervisores.unidadeId))
    .innerJoin(parceiros, eq(parceiros.id, unidades.parceiroId))
    .where(
      and(
        eq(supervisores.id, alvo.supervisorId),
        eq(supervisores.unidadeId, alvo.unidadeId),
        eq(unidades.parceiroId, alvo.parceiroId),
      ),
    )
    .for('update', { of: supervisores });
  if (!linha) throw problema(404, M.naoEncontrado);
  return linha;
}

/** The address the link opens: ENDERECO_PUBLICO, else the request's own origin. */
export const urlDoPortal = (origem: string, token: string) => `${origem}/portal/${token}`;

export function destinoDe(
  app: FastifyInstance,
  chave: Buffer,
  origem: string,
  s: LinhaSupervisor,
  nomes: { unidade: string; empresa: string },
): Destino | undefined {
  if (s.linkExpiraEm === null) return undefined;
  const expira = segundos(s.linkExpiraEm);
  return {
    supervisorId: s.id,
    nome: s.nome,
    email: s.email,
    ...nomes,
    url: urlDoPortal(
      origem,
      assinarLink(chave, { supervisorId: s.id, versao: s.linkVersao, expira }),
    ),
    expira,
    organizacao: app.config.documentos.organizacao,
  };
}

async function mudarLink(
  app: FastifyInstance,
  alvo: Alvo,
  fazer: (tx: Executor, linha: Awaited<ReturnType<typeof travar>>, agora: Date) => Promise<void>,
) {
  await unidadeExistente(app.db, alvo.parceiroId, alvo.unidadeId);
  const agora = app.agora();
  await app.db.transaction(async (tx) => {
    const linha = await travar(tx, alvo);
    await fazer(tx, linha, agora);
  });
  const [depois] = await app.db
    .select()
    .from(supervisores)
    .where(eq(supervisores.id, alvo.supervisorId));
  if (!depois) throw problema(404, M.naoEncontrado);
  return paraSupervisor(depois, app.agora());
}

/** POST …/link: a new link (the previous one stops opening), e-mailed in the same transaction. */
export async function enviarLink(
  app: FastifyInstance,
  usuarioId: number,
  alvo: Alvo,
  origem: string,
) {
  const chave = await chaveDoPortal(app.db, app.config.portalChave);
  return mudarLink(app, alvo, async (tx, linha, agora) => {
    const s = linha.supervisor;
    if (!s.ativo) throw problema(422, M.inativo);
    if (!linha.unidadeAtiva) throw problema(422, M.unidadeInativa);
    const expiraEm = new Date((segundos(agora) + app.config.portalValidadeDias * 86_400) * 1000);
    const [novo] = await tx
      .update(supervisores)
      .set({
        linkVersao: s.linkVersao + 1,
        linkExpiraEm: expiraEm,
        linkEnviadoEm: agora,
        linkRevogadoEm: null,
        atualizadoEm: agora,
      })
      .where(eq(supervisores.id, s.id))
      .returning();
    if (!novo) throw problema(404, M.naoEncontrado);
    const destino = destinoDe(app, chave, origem, novo, linha);
    if (destino) await enviarEmailDoLink(tx, destino, novo.linkVersao);
    await registrarAuditoria(tx, {
      usuarioId,
      acao: s.linkExpiraEm === null ? 'enviar-link' : 'reenviar-link',
      entidade: 'supervisor',
      entidadeId: s.id,
      campos: camposPreenchidos({ email: s.email, linkExpiraEm: expiraEm.toISOString() }),
    });
  });
}

/** POST …/link/revogar: the link stops opening at once (409 when there is none). */
export function revogarLink(app: FastifyInstance, usuarioId: number, alvo: Alvo) {
  return mudarLink(app, alvo, async (tx, linha, agora) => {
    const s = linha.supervisor;
    if (s.linkExpiraEm === null) throw problema(409, M.semLinkAtivo);
    await tx
      .update(supervisores)
      .set({
        linkVersao: s.linkVersao + 1,
        linkExpiraEm: null,
        linkRevogadoEm: agora,
        atualizadoEm: agora,
      })
      .where(eq(supervisores.id, s.id));
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'revogar-link',
      entidade: 'supervisor',
      entidadeId: s.id,
      campos: { linkExpiraEm: { de: s.linkExpiraEm.toISOString(), para: null } },
    });
  });
}

/**
 * POST …/link/lembrete: e-mails the active link again with the unit's open practice evaluations
 * (409 without an active link, 422 with nothing open); at most one a day per link.
 */
export async function lembrarAvaliacoes(
  app: FastifyInstance,
  usuarioId: number,
  alvo: Alvo,
  origem: string,
) {
  const chave = await chaveDoPortal(app.db, app.config.portalChave);
  return mudarLink(app, alvo, async (tx, linha, agora) => {
    const s = linha.supervisor;
    if (s.linkExpiraEm === null || s.linkExpiraEm <= agora || !s.ativo) {
      throw problema(409, M.semLinkAtivo);
    }
    const hoje = dataLocal(agora);
    const abertas = (await avaliacoesDaUnidade(tx, s.unidadeId, hoje)).filter(
      (a) => a.status !== 'concluida',
    );
    if (abertas.length === 0) throw problema(422, M.nadaPendente);
    const destino = destinoDe(app, chave, origem, s, linha);
    if (!destino) throw problema(409, M.semLinkAtivo);
    await enviarEmailDeLembrete(
      tx,
      destino,
      abertas.map((a) => ({ aprendiz: a.aprendiz.nome, prazo: a.prazo })),
      `portal-lembrete:${String(s.id)}:${String(s.linkVersao)}:${hoje}`,
    );
    await registrarAuditoria(tx, {
      usuarioId,
      acao: 'lembrar-avaliacoes',
      entidade: 'supervisor',
      entidadeId: s.id,
      campos: camposPreenchidos({ avaliacoes: abertas.map((a) => a.id) }),
    });
  });
}
