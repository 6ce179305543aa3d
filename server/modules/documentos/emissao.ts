// Issuing, revoking and reissuing: each in one transaction with its audit row (entity
// 'documento'), so no document exists without its trail. A reissue revokes the old one and
// issues a new code in the same transaction: the two are never both valid nor both missing.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ConfigDocumentos } from '../../config';
import { documentosEmitidos } from '../../db/schema';
import { camposPreenchidos, registrarAuditoria } from '../../shared/auditoria';
import type { Executor } from '../../shared/executor';
import { ErroProblema, problema } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { MENSAGENS_EMISSAO as M } from '../../../src/shared/validation/documentos-emitidos';
import { apurar, type Pedido } from './apuracao';
import { gerarCodigo } from './codigo';

export interface Ator {
  /** null: the system (the demo seed). */
  usuarioId: number | null;
  agora: Date;
}

const contexto = (app: FastifyInstance, db: Executor, agora: Date) =>
  contextoCom(db, app.config.documentos, agora);

const contextoCom = (db: Executor, config: ConfigDocumentos, agora: Date) => ({
  db,
  config,
  hoje: dataLocal(agora),
});

async function gravar(
  tx: Executor,
  pedido: Pedido,
  apurado: Awaited<ReturnType<typeof apurar>>,
  ator: Ator,
  lote: string | null,
): Promise<number> {
  // 60 random bits make a repeat all but impossible; the unique index makes it certain, and a
  // repeat draws again (ON CONFLICT leaves the transaction usable, an error would not).
  for (;;) {
    const codigo = gerarCodigo();
    const [linha] = await tx
      .insert(documentosEmitidos)
      .values({
        codigo,
        tipo: pedido.tipo,
        aprendizId: pedido.aprendizId,
        turmaId: apurado.turmaId,
        contratoId: apurado.contratoId,
        lote,
        dados: apurado.dados,
        emitidoPor: ator.usuarioId,
        emitidoEm: ator.agora,
      })
      .onConflictDoNothing({ target: documentosEmitidos.codigo })
      .returning({ id: documentosEmitidos.id });
    if (!linha) continue;
    await registrarAuditoria(tx, {
      usuarioId: ator.usuarioId,
      acao: 'emitir',
      entidade: 'documento',
      entidadeId: linha.id,
      campos: camposPreenchidos({ tipo: pedido.tipo, aprendizId: pedido.aprendizId, codigo }),
    });
    return linha.id;
  }
}

/**
 * Issues inside a transaction the caller holds, or answers the 422 of who does not qualify (the
 * demo seed, which has no app, gives the configuration itself).
 */
export async function emitirNaTransacao(
  tx: Executor,
  config: ConfigDocumentos,
  pedido: Pedido,
  ator: Ator,
): Promise<number> {
  const apurado = await apurar(contextoCom(tx, config, ator.agora), pedido);
  return gravar(tx, pedido, apurado, ator, null);
}

export async function emitir(app: FastifyInstance, pedido: Pedido, ator: Ator): Promise<number> {
  return app.db.transaction(async (tx) => {
    const apurado = await apurar(contexto(app, tx, ator.agora), pedido);
    return gravar(tx, pedido, apurado, ator, null);
  });
}

/** Locks the document and refuses a revoked one; 404 when it does not exist. */
async function travarValido(tx: Executor, id: number) {
  const [doc] = await tx
    .select()
    .from(documentosEmitidos)
    .where(eq(documentosEmitidos.id, id))
    .for('update');
  if (!doc) throw problema(404, M.documentoNaoEncontrado);
  if (doc.revogadoEm !== null) throw problema(409, M.jaRevogado);
  return doc;
}

async function marcarRevogado(tx: Executor, id: number, motivo: string, ator: Ator, novo?: number) {
  await tx
    .update(documentosEmitidos)
    .set({
      revogadoEm: ator.agora,
      revogadoPor: ator.usuarioId,
      motivoRevogacao: motivo,
      substituidoPor: novo ?? null,
      atualizadoEm: ator.agora,
      versao: sql`${documentosEmitidos.versao} + 1`,
    })
    .where(and(eq(documentosEmitidos.id, id), isNull(documentosEmitidos.revogadoEm)));
  await registrarAuditoria(tx, {
    usuarioId: ator.usuarioId,
    acao: 'revogar',
    entidade: 'documento',
    entidadeId: id,
    campos: camposPreenchidos({ motivoRevogacao: motivo, substituidoPor: novo ?? null }),
  });
}

export async function revogar(app: FastifyInstance, id: number, motivo: string, ator: Ator) {
  await app.db.transaction(async (tx) => {
    await travarValido(tx, id);
    await marcarRevogado(tx, id, motivo, ator);
  });
}

/** The same kind for the same person, stated again from today's records, under a new code. */
export async function reemitir(app: FastifyInstance, id: number, motivo: string, ator: Ator) {
  return app.db.transaction(async (tx) => {
    const antigo = await travarValido(tx, id);
    const pedido: Pedido = { tipo: antigo.tipo, aprendizId: antigo.aprendizId };
    const apurado = await apurar(contexto(app, tx, ator.agora), pedido);
    const novo = await gravar(tx, pedido, apurado, ator, null);
    await marcarRevogado(tx, id, `Reemitido: ${motivo}`, ator, novo);
    return novo;
  });
}

export interface NaoEmitido {
  aprendiz: { id: number; nome: string };
  motivo: string;
}

/**
 * The class's batch: one transaction, each apprentice ever allocated to it tried in name order;
 * whoever does not qualify is listed with the reason and the rest are issued under one lote.
 */
export async function emitirLote(
  app: FastifyInstance,
  tipo: Pedido['tipo'],
  pessoas: readonly { id: number; nome: string }[],
  ator: Ator,
) {
  const lote = randomUUID();
  return app.db.transaction(async (tx) => {
    const ids: number[] = [];
    const naoEmitidos: NaoEmitido[] = [];
    for (const pessoa of pessoas) {
      const pedido: Pedido = { tipo, aprendizId: pessoa.id };
      try {
        const apurado = await apurar(contexto(app, tx, ator.agora), pedido);
        ids.push(await gravar(tx, pedido, apurado, ator, lote));
      } catch (erro) {
        if (!(erro instanceof ErroProblema) || erro.status !== 422) throw erro;
        naoEmitidos.push({ aprendiz: pessoa, motivo: erro.message });
      }
    }
    return { lote, ids, naoEmitidos };
  });
}
