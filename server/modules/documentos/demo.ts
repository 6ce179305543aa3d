// Demo documents (issue 35): a certificate for the demo apprentices whose contracts ended as
// concluded with the minimum attendance, and a declaração de matrícula for some of those in a
// class now — issued through the same rules the API runs, by the system (no user). Lives in the
// module (server/db depends on no module); server/main.ts runs it after seedDemo. Idempotent:
// does nothing once any document exists.
import { count, isNull, sql } from 'drizzle-orm';
import { DOCUMENTOS_PADRAO, type ConfigDocumentos } from '../../config';
import type { Database } from '../../db/client';
import { alocacoes, contratos, documentosEmitidos } from '../../db/schema';
import { ErroProblema } from '../../shared/problem';
import type { TipoDocumento } from '../../../src/shared/validation/documentos-emitidos';
import { emitirNaTransacao } from './emissao';

const POR_TIPO = 15;

export async function semearDemoDocumentos(
  db: Database,
  agora: Date,
  config: ConfigDocumentos = DOCUMENTOS_PADRAO,
): Promise<Record<string, number>> {
  const [ja] = await db.select({ n: count() }).from(documentosEmitidos);
  if ((ja?.n ?? 0) > 0) return {};
  const concluidos = await db
    .selectDistinct({ id: contratos.aprendizId })
    .from(contratos)
    .where(sql`${contratos.status} = 'encerrado' AND ${contratos.tipo} = 'A'`)
    .orderBy(contratos.aprendizId)
    .limit(POR_TIPO * 3);
  const matriculados = await db
    .selectDistinct({ id: alocacoes.aprendizId })
    .from(alocacoes)
    .where(isNull(alocacoes.dataFim))
    .orderBy(alocacoes.aprendizId)
    .limit(POR_TIPO);
  const pedidos: { tipo: TipoDocumento; ids: number[] }[] = [
    { tipo: 'certificado', ids: concluidos.map((c) => c.id) },
    { tipo: 'matricula', ids: matriculados.map((m) => m.id) },
  ];
  let emitidos = 0;
  await db.transaction(async (tx) => {
    for (const { tipo, ids } of pedidos) {
      let doTipo = 0;
      for (const aprendizId of ids) {
        if (doTipo >= POR_TIPO) break;
        try {
          await emitirNaTransacao(tx, config, { tipo, aprendizId }, { usuarioId: null, agora });
          doTipo += 1;
        } catch (erro) {
          // Whoever does not qualify (attendance, no plan…) is simply not given one.
          if (!(erro instanceof ErroProblema) || erro.status !== 422) throw erro;
        }
      }
      emitidos += doTipo;
    }
  });
  return emitidos === 0 ? {} : { documentos_emitidos: emitidos };
}
