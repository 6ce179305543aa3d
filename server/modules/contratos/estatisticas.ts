// The figures of /api/contratos/stats: by status as of today (a running contract past its término
// counts as encerrado), by type, running ones ending within 30/60/90 days, and those waiting to be
// closed. One query; optionally for one partner or one apprentice.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contratos } from '../../db/schema';
import type { ConsultaEstatisticas, EstatisticasContratos } from './esquemas';
import { somarDias } from '../../../src/shared/validation/datas';

const n = (expressao: ReturnType<typeof sql>) => sql<number>`${expressao}::int`.mapWith(Number);

export async function estatisticasContratos(
  db: Database,
  consulta: ConsultaEstatisticas,
  hoje: string,
): Promise<EstatisticasContratos> {
  const emCurso = sql`${contratos.status} IN ('vigente', 'prorrogado')`;
  const ativo = sql`${emCurso} AND ${contratos.dataTermino} >= ${hoje}`;
  const vence = (dias: number) =>
    n(
      sql`count(*) FILTER (WHERE ${ativo} AND ${contratos.dataTermino} <= ${somarDias(hoje, dias)})`,
    );
  const [linha] = await db
    .select({
      total: n(sql`count(*)`),
      vigente: n(
        sql`count(*) FILTER (WHERE ${contratos.status} = 'vigente' AND ${contratos.dataTermino} >= ${hoje})`,
      ),
      prorrogado: n(
        sql`count(*) FILTER (WHERE ${contratos.status} = 'prorrogado' AND ${contratos.dataTermino} >= ${hoje})`,
      ),
      rescindido: n(sql`count(*) FILTER (WHERE ${contratos.status} = 'rescindido')`),
      encerrado: n(
        sql`count(*) FILTER (WHERE ${contratos.status} = 'encerrado' OR (${emCurso} AND ${contratos.dataTermino} < ${hoje}))`,
      ),
      aguardando: n(sql`count(*) FILTER (WHERE ${emCurso} AND ${contratos.dataTermino} < ${hoje})`),
      tipoA: n(sql`count(*) FILTER (WHERE ${contratos.tipo} = 'A')`),
      tipoE: n(sql`count(*) FILTER (WHERE ${contratos.tipo} = 'E')`),
      em30: vence(30),
      em60: vence(60),
      em90: vence(90),
    })
    .from(contratos)
    .where(
      and(
        consulta.parceiroId === undefined
          ? undefined
          : eq(contratos.parceiroId, consulta.parceiroId),
        consulta.aprendizId === undefined
          ? undefined
          : eq(contratos.aprendizId, consulta.aprendizId),
      ),
    );
  const l = linha ?? {
    total: 0,
    vigente: 0,
    prorrogado: 0,
    rescindido: 0,
    encerrado: 0,
    aguardando: 0,
    tipoA: 0,
    tipoE: 0,
    em30: 0,
    em60: 0,
    em90: 0,
  };
  return {
    total: l.total,
    porStatus: {
      vigente: l.vigente,
      prorrogado: l.prorrogado,
      rescindido: l.rescindido,
      encerrado: l.encerrado,
    },
    porTipo: { A: l.tipoA, E: l.tipoE },
    emCurso: l.vigente + l.prorrogado,
    vencendo: { em30: l.em30, em60: l.em60, em90: l.em90 },
    aguardandoEncerramento: l.aguardando,
  };
}
