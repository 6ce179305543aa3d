// What happens to a vacancy beyond editing it: cancelling (DELETE: status cancelada, open
// candidacies and referrals closed, nothing erased) and its figures (GET /api/vagas/stats).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { encaminhamentos, vagas } from '../../db/schema';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  MENSAGENS_VAGA as M,
  STATUS_ENCAMINHAMENTO_ABERTO,
  STATUS_VAGA,
  STATUS_VAGA_ABERTA,
} from '../../../src/shared/validation/vagas';
import { fecharCandidaturas, mudarStatusDaVaga } from './efeitos';
import { filtroEntrevista } from './encaminhamentos';
import { contratosDaVaga } from './leitura';
import { vaga } from './registro';

/** Cancelling a cancelled vacancy answers it unchanged (no new versao, no audit row). */
export async function cancelarVaga(app: FastifyInstance, usuario: UsuarioAutenticado, id: number) {
  const agora = app.agora();
  await app.db.transaction(async (tx) => {
    const [v] = await tx
      .select({ status: vagas.status })
      .from(vagas)
      .where(eq(vagas.id, id))
      .for('update');
    if (!v) throw problema(404, M.naoEncontrada);
    if (v.status === 'cancelada') return;
    if (v.status === 'preenchida') throw problema(409, M.naoCancelavel);
    await mudarStatusDaVaga(
      tx,
      { id, status: v.status },
      'cancelada',
      { usuarioId: usuario.id, agora },
      'cancelar',
    );
    await fecharCandidaturas(tx, id, 'Vaga cancelada', {
      usuarioId: usuario.id,
      agora,
      data: dataLocal(agora),
    });
  });
  return vaga.existente(app.db, id);
}

export async function estatisticasVagas(
  db: Database,
  consulta: { parceiroId?: number | undefined },
  hoje: string,
) {
  const daEmpresa =
    consulta.parceiroId === undefined ? undefined : eq(vagas.parceiroId, consulta.parceiroId);
  const porStatus = await db
    .select({
      status: vagas.status,
      n: sql<number>`count(*)::int`,
      postos: sql<number>`coalesce(sum(${vagas.quantidade}), 0)::int`,
      preenchidos: sql<number>`coalesce(sum(${contratosDaVaga}), 0)::int`,
      abertos: sql<number>`coalesce(sum(greatest(${vagas.quantidade} - ${contratosDaVaga}, 0)), 0)::int`,
    })
    .from(vagas)
    .where(daEmpresa)
    .groupBy(vagas.status);
  const [entrevistas] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(encaminhamentos)
    .where(
      and(
        inArray(encaminhamentos.status, [...STATUS_ENCAMINHAMENTO_ABERTO]),
        ...filtroEntrevista({ entrevista: 'hoje' }, hoje),
        consulta.parceiroId === undefined
          ? undefined
          : sql`${encaminhamentos.vagaId} in (select ${vagas.id} from ${vagas} where ${vagas.parceiroId} = ${consulta.parceiroId})`,
      ),
    );
  const contagem = Object.fromEntries(STATUS_VAGA.map((s) => [s, 0])) as Record<string, number>;
  let total = 0;
  const postos = { total: 0, preenchidos: 0, abertos: 0 };
  for (const linha of porStatus) {
    contagem[linha.status] = linha.n;
    total += linha.n;
    if (linha.status === 'cancelada') continue;
    postos.total += linha.postos;
    postos.preenchidos += linha.preenchidos;
    if ((STATUS_VAGA_ABERTA as readonly string[]).includes(linha.status)) {
      postos.abertos += linha.abertos;
    }
  }
  return {
    total,
    porStatus: contagem,
    abertas: STATUS_VAGA_ABERTA.reduce((soma, s) => soma + (contagem[s] ?? 0), 0),
    postos,
    entrevistasHoje: entrevistas?.n ?? 0,
  };
}
