// GET /api/estatisticas/geral-aprendizes: who the active apprentices are — age pyramid by gender,
// schooling, PcD, municipalities and sign-ups per month — optionally of one situação or one
// municipality. Read from the counts migration 0013 keeps per (situação, municipality, …), never
// from the 150,000 rows; ages are banded here from birth dates, as they change with birthdays.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultar, n } from './comum';
import {
  FAIXAS_ETARIAS,
  faixasPorNascimento,
  mesDe,
  mesesEntre,
  primeiroDia,
  ultimoDia,
} from './faixas';
import type { ConsultaGeral, GeralAprendizes } from './esquemas';
import { somarMeses } from '../../../src/shared/validation/datas';

const MUNICIPIOS = 10;

export async function geralAprendizes(
  db: Database,
  consulta: ConsultaGeral,
  hoje: string,
  agora: Date,
): Promise<GeralAprendizes> {
  const situacaoId = consulta.situacaoId ?? null;
  const municipioId = consulta.municipioId ?? null;
  const filtro = sql`(${situacaoId}::int IS NULL OR e.situacao_id = ${situacaoId}::int)
    AND (${municipioId}::int IS NULL OR e.municipio_id = ${municipioId}::int)`;
  const primeiroMes = somarMeses(mesDe(hoje), -11);
  // A band is a range of birth dates (faixas.ts), the youngest band first. Counts per birth month
  // give every month but those where a band's boundary falls today, read by date.
  const faixas = faixasPorNascimento(hoje);
  const limites = [
    ...new Set(faixas.flatMap((f) => (f.nascidoDepoisDe ? [mesDe(f.nascidoDepoisDe)] : []))),
  ];
  const faixa = sql`CASE ${sql.join(
    faixas.map((f) =>
      f.nascidoDepoisDe === null
        ? sql`ELSE ${f.faixa}`
        : sql`WHEN x.nascimento > ${f.nascidoDepoisDe}::date THEN ${f.faixa}`,
    ),
    sql` `,
  )} END`;
  const nascidosPorMes =
    municipioId === null
      ? sql`SELECT e.mes AS nascimento, e.genero_id, e.total
              FROM estatisticas_aprendizes_nascimento_situacao e
             WHERE (${situacaoId}::int IS NULL OR e.situacao_id = ${situacaoId}::int)`
      : sql`SELECT e.mes AS nascimento, e.genero_id, e.total
              FROM estatisticas_aprendizes_nascimento_mes e WHERE ${filtro}`;
  const mesesLimite = sql.join(
    limites.map((m) => sql`${primeiroDia(m)}::date`),
    sql`, `,
  );
  const diasLimite = sql.join(
    limites.map(
      (m) => sql`e.data_nascimento BETWEEN ${primeiroDia(m)}::date AND ${ultimoDia(m)}::date`,
    ),
    sql` OR `,
  );
  const [idades, perfil, cadastros, graus] = await Promise.all([
    consultar<{ faixa: string; genero: string | null; total: number }>(
      db,
      sql`SELECT ${faixa} AS faixa, g.codigo AS genero, sum(x.total)::int AS total
            FROM (${nascidosPorMes} AND e.mes NOT IN (${mesesLimite})
                  UNION ALL
                  SELECT e.data_nascimento, e.genero_id, e.total
                    FROM estatisticas_aprendizes_nascimento e
                   WHERE ${filtro} AND (${diasLimite})) x
            LEFT JOIN generos g ON g.id = x.genero_id
           GROUP BY 1, 2`,
    ),
    consultar<Record<string, unknown>>(
      db,
      sql`SELECT GROUPING(e.grau_escolaridade_id) AS g_grau, GROUPING(e.pcd, e.tipo_deficiencia) AS g_pcd,
                 e.grau_escolaridade_id AS grau, e.pcd, e.tipo_deficiencia AS tipo,
                 e.municipio_id AS municipio, sum(e.total)::int AS total
            FROM estatisticas_aprendizes_perfil e
           WHERE ${filtro}
           GROUP BY GROUPING SETS ((e.grau_escolaridade_id), (e.pcd, e.tipo_deficiencia), (e.municipio_id))
          HAVING sum(e.total) <> 0`,
    ),
    consultar<{ mes: string; total: number }>(
      db,
      sql`SELECT to_char(e.mes, 'YYYY-MM') AS mes, sum(e.total)::int AS total
            FROM estatisticas_aprendizes_cadastro e
           WHERE ${filtro} AND e.mes BETWEEN ${primeiroDia(primeiroMes)}::date AND ${primeiroDia(mesDe(hoje))}::date
           GROUP BY 1`,
    ),
    consultar<{ id: number; nome: string; ativo: boolean }>(
      db,
      sql`SELECT id, nome, ativo FROM graus_escolaridade ORDER BY ordem, nome`,
    ),
  ]);

  const piramide = FAIXAS_ETARIAS.map((f) => ({ faixa: f, feminino: 0, masculino: 0, outros: 0 }));
  let total = 0;
  for (const l of idades) {
    const linha = piramide.find((p) => p.faixa === l.faixa);
    const quantos = n(l.total);
    total += quantos;
    if (!linha) continue;
    if (l.genero === 'feminino') linha.feminino += quantos;
    else if (l.genero === 'masculino') linha.masculino += quantos;
    else linha.outros += quantos;
  }

  const porGrau = new Map<number, number>();
  const porTipo = new Map<string, number>();
  const porMunicipio: { id: number; total: number }[] = [];
  let pcdSim = 0;
  let pcdNao = 0;
  for (const l of perfil) {
    const quantos = n(l.total);
    if (n(l.g_grau) === 0) {
      porGrau.set(n(l.grau), quantos);
    } else if (n(l.g_pcd) === 0) {
      if (l.pcd === true) {
        pcdSim += quantos;
        const tipo = typeof l.tipo === 'string' && l.tipo ? l.tipo : 'Não informado';
        porTipo.set(tipo, (porTipo.get(tipo) ?? 0) + quantos);
      } else {
        pcdNao += quantos;
      }
    } else {
      porMunicipio.push({ id: n(l.municipio), total: quantos });
    }
  }

  // Grades in the lookup's order (an inactive one only if someone still has it), then none (0).
  const escolaridade: GeralAprendizes['escolaridade'] = graus
    .filter((g) => g.ativo || porGrau.has(n(g.id)))
    .map((g) => ({ id: n(g.id), nome: g.nome, total: porGrau.get(n(g.id)) ?? 0 }));
  escolaridade.push({ id: null, nome: 'Não informada', total: porGrau.get(0) ?? 0 });

  const primeiros = porMunicipio
    .filter((m) => m.id !== 0)
    .sort((a, b) => b.total - a.total || a.id - b.id)
    .slice(0, MUNICIPIOS);
  const nomes =
    primeiros.length === 0
      ? []
      : await consultar<{ id: number; nome: string; uf: string }>(
          db,
          sql`SELECT id, nome, uf FROM municipios WHERE id IN (${sql.join(
            primeiros.map((m) => sql`${m.id}::int`),
            sql`, `,
          )})`,
        );
  const municipios: GeralAprendizes['municipios'] = primeiros.map((m) => {
    const nome = nomes.find((x) => n(x.id) === m.id);
    return {
      municipioId: m.id,
      nome: nome?.nome ?? String(m.id),
      uf: nome?.uf ?? null,
      total: m.total,
    };
  });
  // The rest, with those whose municipality is not informed.
  const dentro = municipios.reduce((s, m) => s + m.total, 0);
  if (total - dentro > 0) {
    municipios.push({ municipioId: null, nome: 'Outros', uf: null, total: total - dentro });
  }

  const porMes = new Map(cadastros.map((c) => [c.mes, n(c.total)]));
  return {
    total,
    piramide,
    escolaridade,
    pcd: {
      sim: pcdSim,
      nao: pcdNao,
      porTipo: [...porTipo]
        .map(([tipo, t]) => ({ tipo, total: t }))
        .sort((a, b) => b.total - a.total || a.tipo.localeCompare(b.tipo, 'pt-BR')),
    },
    municipios,
    cadastrosPorMes: mesesEntre(primeiroMes, mesDe(hoje)).map((mes) => ({
      mes,
      total: porMes.get(mes) ?? 0,
    })),
    geradoEm: agora.toISOString(),
  };
}
