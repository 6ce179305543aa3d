// GET /api/estatisticas/aprendizes-parceiro: each active partner's apprentices placed today (open
// lotações, as the partner's own page counts them) against its quota band: the quota
// (cota_aprendizes, 5% of the workforce) is the minimum, ceil(quota × 3) (15%) the maximum.
// Partners below quota first, the largest shortfall first.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { busca, PAGE_SIZE_PADRAO } from '../../shared/lista';
import { formatarCnpj } from '../../../src/shared/validation/parceiro';
import { consultar, n } from './comum';
import type { AprendizesParceiro, ConsultaParceiros } from './esquemas';
import type { FaixaDaCota } from './faixas';

/** Open placements per partner: the counts migration 0013 keeps in step with lotacoes. */
export const alocadosPorParceiro = sql`estatisticas_parceiros_alocados`;

export async function aprendizesParceiro(
  db: Database,
  consulta: ConsultaParceiros,
  agora: Date,
): Promise<AprendizesParceiro> {
  const page = consulta.page ?? 1;
  const pageSize = consulta.pageSize ?? PAGE_SIZE_PADRAO;
  const pesquisa = busca(
    consulta.q,
    [sql`p.razao_social`, sql`coalesce(p.nome_fantasia, '')`],
    [sql`p.cnpj`],
  );
  // The band in SQL, as faixaDaCota (faixas.ts) says it, so the filter and the order are the
  // database's.
  const conjunto = sql`(
    SELECT x.*, CASE WHEN x.cota <= 0 THEN 'sem-cota'
                     WHEN x.alocados < x.cota THEN 'abaixo'
                     WHEN x.alocados > x.maxima THEN 'acima'
                     ELSE 'dentro' END AS faixa
      FROM (SELECT p.id, p.razao_social AS nome, f_unaccent(lower(p.razao_social)) AS ordem_nome,
                   p.cnpj, p.cota_aprendizes AS cota, ceil(p.cota_aprendizes * 3)::int AS maxima,
                   coalesce(c.alocados, 0)::int AS alocados
              FROM parceiros p LEFT JOIN ${alocadosPorParceiro} c ON c.parceiro_id = p.id
             WHERE p.ativo AND ${pesquisa ?? sql`true`}) x)`;
  const faixa = consulta.faixa ?? null;
  const [pagina, [resumo]] = await Promise.all([
    consultar<Record<string, unknown>>(
      db,
      sql`SELECT r.*, count(*) OVER ()::int AS total_filtrado FROM ${conjunto} r
           WHERE (${faixa}::text IS NULL OR r.faixa = ${faixa}::text)
           ORDER BY CASE r.faixa WHEN 'abaixo' THEN 0 WHEN 'dentro' THEN 1 WHEN 'acima' THEN 2 ELSE 3 END,
                    CASE WHEN r.faixa = 'abaixo' THEN r.cota - r.alocados ELSE 0 END DESC,
                    r.ordem_nome, r.id
           LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    consultar<Record<string, unknown>>(
      db,
      sql`SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE r.faixa = 'abaixo')::int AS abaixo,
                 count(*) FILTER (WHERE r.faixa = 'dentro')::int AS dentro,
                 count(*) FILTER (WHERE r.faixa = 'acima')::int AS acima,
                 count(*) FILTER (WHERE r.faixa = 'sem-cota')::int AS sem_cota,
                 coalesce(sum(r.alocados), 0)::int AS alocados,
                 coalesce(sum(r.cota), 0)::int AS cota_total
            FROM ${conjunto} r`,
    ),
  ]);
  const r = resumo ?? {};
  const porFaixa: Record<string, number> = {
    abaixo: n(r.abaixo),
    dentro: n(r.dentro),
    acima: n(r.acima),
    'sem-cota': n(r.sem_cota),
  };
  // A page past the end has no row to carry the window count: the total is then the band's.
  const total =
    pagina.length > 0 ? n(pagina[0]?.total_filtrado) : faixa ? (porFaixa[faixa] ?? 0) : n(r.total);
  return {
    data: pagina.map((l) => ({
      parceiroId: n(l.id),
      nome: String(l.nome),
      cnpj: formatarCnpj(String(l.cnpj)),
      cotaAprendizes: n(l.cota),
      cotaMaxima: n(l.maxima),
      alocados: n(l.alocados),
      faixa: l.faixa as FaixaDaCota,
      falta: Math.max(0, n(l.cota) - n(l.alocados)),
    })),
    total,
    page,
    pageSize,
    resumo: {
      abaixo: porFaixa.abaixo ?? 0,
      dentro: porFaixa.dentro ?? 0,
      acima: porFaixa.acima ?? 0,
      semCota: porFaixa['sem-cota'] ?? 0,
      alocados: n(r.alocados),
      cotaTotal: n(r.cota_total),
    },
    geradoEm: agora.toISOString(),
  };
}
