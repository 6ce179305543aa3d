// The figures of /api/parceiros/stats and /api/parceiros/{id}/unidades/stats: aggregates over the
// partners, their units and the placements open now.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parceiros, ramosAtividade } from '../../db/schema';
import { situacaoCota } from '../../../src/shared/validation/parceiro';
import { lotadosNoParceiro } from './leitura';
import { parceiroExistente } from './unidades';
import { unidadesDoParceiro } from './unidades-leitura';

/** The figures of /api/parceiros/stats in three small aggregate queries. */
export async function estatisticasParceiros(db: Database) {
  const [resumo] = await db
    .select({
      total: sql<number>`count(*) FILTER (WHERE ${parceiros.ativo})::int`.mapWith(Number),
      inativos: sql<number>`count(*) FILTER (WHERE NOT ${parceiros.ativo})::int`.mapWith(Number),
      cotaTotal:
        sql<number>`coalesce(sum(${parceiros.cotaAprendizes}) FILTER (WHERE ${parceiros.ativo}), 0)::int`.mapWith(
          Number,
        ),
      abaixo:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} < ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
      dentro:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} = ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
      acima:
        sql<number>`count(*) FILTER (WHERE ${parceiros.ativo} AND ${lotadosNoParceiro} > ${parceiros.cotaAprendizes})::int`.mapWith(
          Number,
        ),
    })
    .from(parceiros);
  const [outros] = await db
    .select({
      unidadesAtivas: sql<number>`(SELECT count(*) FROM unidades WHERE ativo)::int`.mapWith(Number),
      aprendizesAlocados:
        sql<number>`(SELECT count(*) FROM lotacoes WHERE data_fim IS NULL)::int`.mapWith(Number),
    })
    .from(sql`(SELECT 1) AS um`);
  const porRamoAtividade = await db
    .select({
      ramoAtividadeId: ramosAtividade.id,
      codigo: ramosAtividade.codigo,
      nome: ramosAtividade.nome,
      total: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(parceiros)
    .innerJoin(ramosAtividade, eq(ramosAtividade.id, parceiros.ramoAtividadeId))
    .where(eq(parceiros.ativo, true))
    .groupBy(ramosAtividade.id, ramosAtividade.codigo, ramosAtividade.nome)
    .orderBy(sql`count(*) DESC`, ramosAtividade.codigo)
    .limit(10);
  return {
    total: resumo?.total ?? 0,
    inativos: resumo?.inativos ?? 0,
    unidadesAtivas: outros?.unidadesAtivas ?? 0,
    aprendizesAlocados: outros?.aprendizesAlocados ?? 0,
    cotaTotal: resumo?.cotaTotal ?? 0,
    situacaoCota: {
      abaixo: resumo?.abaixo ?? 0,
      dentro: resumo?.dentro ?? 0,
      acima: resumo?.acima ?? 0,
    },
    porRamoAtividade,
  };
}

export async function estatisticasUnidades(db: Database, parceiroId: number) {
  const parceiro = await parceiroExistente(db, parceiroId);
  const porUnidade = await unidadesDoParceiro(db, parceiroId);
  const ativas = porUnidade.filter((u) => u.ativo).length;
  const cota = situacaoCota(parceiro.cotaAprendizes, parceiro.aprendizesAlocados);
  return {
    parceiroId,
    unidades: porUnidade.length,
    ativas,
    inativas: porUnidade.length - ativas,
    aprendizesAlocados: parceiro.aprendizesAlocados,
    cotaAprendizes: parceiro.cotaAprendizes,
    situacaoCota: cota.situacao,
    mensagemCota: cota.mensagem,
    porUnidade,
  };
}
