// GET /api/estatisticas/resumo: the headline figures of /estatisticas.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alocadosPorParceiro } from './aprendizes-parceiro';
import { aprendizesPorSituacao, consultar, n } from './comum';
import { mesDe, primeiroDia, taxa } from './faixas';
import { faltasDoMes } from './faltas-aprendizes';
import type { Resumo } from './esquemas';

export async function resumo(db: Database, hoje: string, agora: Date): Promise<Resumo> {
  const mes = mesDe(hoje);
  const [porSituacao, [cadastros], [parceiros], marcacoes] = await Promise.all([
    aprendizesPorSituacao(db),
    consultar<{ total: number }>(
      db,
      sql`SELECT coalesce(sum(total), 0)::int AS total FROM estatisticas_aprendizes_cadastro
           WHERE mes = ${primeiroDia(mes)}::date`,
    ),
    consultar<{ ativos: number; abaixo: number }>(
      db,
      sql`SELECT count(*)::int AS ativos,
                 count(*) FILTER (WHERE coalesce(c.alocados, 0) < p.cota_aprendizes)::int AS abaixo
            FROM parceiros p LEFT JOIN ${alocadosPorParceiro} c ON c.parceiro_id = p.id
           WHERE p.ativo`,
    ),
    faltasDoMes(db, mes),
  ]);
  return {
    aprendizesAtivos: porSituacao.reduce((s, p) => s + p.total, 0),
    porSituacao,
    cadastrosNoMes: n(cadastros?.total),
    parceirosAtivos: n(parceiros?.ativos),
    parceirosAbaixoDaCota: n(parceiros?.abaixo),
    taxaFaltasMes: taxa(marcacoes.faltas, marcacoes.registros),
    geradoEm: agora.toISOString(),
  };
}
