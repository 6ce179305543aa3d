// GET /api/estatisticas/resumo: the headline figures of /estatisticas.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alocadosPorParceiro } from './aprendizes-parceiro';
import { aprendizesPorSituacao, consultar, n } from './comum';
import { mesDe, primeiroDia, taxa, ultimoDia } from './faixas';
import { marcacoesPorTurmaEMes } from './faltas-aprendizes';
import type { Resumo } from './schemas';

export async function resumo(db: Database, hoje: string, agora: Date): Promise<Resumo> {
  const mes = mesDe(hoje);
  const [porSituacao, [cadastros], [parceiros], marcacoes] = await Promise.all([
    aprendizesPorSituacao(db),
    consultar<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM aprendizes
           WHERE ativo AND data_cadastro BETWEEN ${primeiroDia(mes)}::date AND ${ultimoDia(mes)}::date`,
    ),
    consultar<{ ativos: number; abaixo: number }>(
      db,
      sql`SELECT count(*)::int AS ativos,
                 count(*) FILTER (WHERE coalesce(c.alocados, 0) < p.cota_aprendizes)::int AS abaixo
            FROM parceiros p LEFT JOIN ${alocadosPorParceiro} c ON c.parceiro_id = p.id
           WHERE p.ativo`,
    ),
    marcacoesPorTurmaEMes(db, { de: mes, ate: mes }),
  ]);
  const registros = marcacoes.reduce((s, m) => s + m.registros, 0);
  const faltas = marcacoes.reduce((s, m) => s + m.faltas, 0);
  return {
    aprendizesAtivos: porSituacao.reduce((s, p) => s + p.total, 0),
    porSituacao,
    cadastrosNoMes: n(cadastros?.total),
    parceirosAtivos: n(parceiros?.ativos),
    parceirosAbaixoDaCota: n(parceiros?.abaixo),
    taxaFaltasMes: taxa(faltas, registros),
    geradoEm: agora.toISOString(),
  };
}
