// "Avaliação da prática solicitada" (issue 36): when a practice evaluation (tipo desempenho) is
// applied, each active supervisor with an active link of a unit where those apprentices are placed
// now gets one message in the application's own transaction, naming their apprentices and the
// deadline, with their current link rebuilt (never stored). A supervisor without an active link is
// not e-mailed: staff send the link first (the unit's panel). AVALIACAO_SUPERVISOR_EMAIL=0 turns it
// off.
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parceiros, supervisores, unidades } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { chaveDoPortal } from './chave';
import { enviarEmailDeAvaliacao } from './emails-supervisor';
import { destinoDe } from './link-supervisor';
import { unidadesDosAprendizes } from './leitura';
import { nomeDoParceiro } from '../../shared/parceiro';

export interface Aplicadas {
  tipo: string;
  prazo: string;
  hoje: string;
  agora: Date;
  criadas: readonly { id: number; aprendizId: number }[];
}

/**
 * What the application route hands to `aplicar`: the key is read before the transaction (PGlite
 * has one connection: a read outside the transaction would wait for it), the messages inside.
 */
export async function avisarSupervisores(app: FastifyInstance, origem: string) {
  if (!app.config.avaliacaoSupervisorEmail) return undefined;
  const chave = await chaveDoPortal(app.db, app.config.portalChave);
  return async (tx: Executor, a: Aplicadas): Promise<number> => {
    if (a.tipo !== 'desempenho' || a.criadas.length === 0) return 0;
    const lotados = await unidadesDosAprendizes(
      tx,
      a.criadas.map((c) => c.aprendizId),
      a.hoje,
    );
    if (lotados.length === 0) return 0;
    const porUnidade = new Map<number, string[]>();
    for (const l of lotados)
      porUnidade.set(l.unidadeId, [...(porUnidade.get(l.unidadeId) ?? []), l.nome]);
    const destinatarios = await tx
      .select({
        supervisor: supervisores,
        unidade: unidades.nome,
        empresa: nomeDoParceiro,
      })
      .from(supervisores)
      .innerJoin(unidades, eq(unidades.id, supervisores.unidadeId))
      .innerJoin(parceiros, eq(parceiros.id, unidades.parceiroId))
      .where(
        and(
          inArray(supervisores.unidadeId, [...porUnidade.keys()]),
          eq(supervisores.ativo, true),
          eq(unidades.ativo, true),
          eq(parceiros.ativo, true),
          gt(supervisores.linkExpiraEm, a.agora),
        ),
      );
    const primeira = Math.min(...a.criadas.map((c) => c.id));
    let enviados = 0;
    for (const d of destinatarios) {
      const destino = destinoDe(app, chave, origem, d.supervisor, d);
      const nomes = porUnidade.get(d.supervisor.unidadeId) ?? [];
      if (!destino || nomes.length === 0) continue;
      const chaveEmail = `portal-avaliacao:${String(d.supervisor.id)}:${String(primeira)}`;
      if (await enviarEmailDeAvaliacao(tx, destino, nomes, a.prazo, chaveEmail)) enviados += 1;
    }
    return enviados;
  };
}
