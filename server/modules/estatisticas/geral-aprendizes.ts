// GET /api/estatisticas/geral-aprendizes: who the active apprentices are — age pyramid by gender,
// schooling, PcD, municipalities and sign-ups per month — optionally of one situação or one
// municipality.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { consultar, n } from './comum';
import {
  FAIXAS_ETARIAS,
  faixaEtaria,
  idadeEm,
  mesDe,
  mesesEntre,
  primeiroDia,
  somarMeses,
} from './faixas';
import type { ConsultaGeral, GeralAprendizes } from './schemas';

const MUNICIPIOS = 10;

export async function geralAprendizes(
  db: Database,
  consulta: ConsultaGeral,
  hoje: string,
  agora: Date,
): Promise<GeralAprendizes> {
  const situacaoId = consulta.situacaoId ?? null;
  const municipioId = consulta.municipioId ?? null;
  const filtro = sql`a.ativo
    AND (${situacaoId}::int IS NULL OR a.situacao_id = ${situacaoId}::int)
    AND (${municipioId}::int IS NULL OR a.municipio_id = ${municipioId}::int)`;
  const primeiroMes = somarMeses(mesDe(hoje), -11);
  // One pass over the rows: each grouping set is one of the charts. Ages are banded here, from
  // the birth date, because a band changes with every birthday.
  const grupos = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT GROUPING(a.data_nascimento, g.codigo) AS g_idade,
               GROUPING(a.grau_escolaridade_id) AS g_grau,
               GROUPING(a.pcd, a.tipo_deficiencia) AS g_pcd,
               GROUPING(a.municipio_id) AS g_municipio,
               a.data_nascimento::text AS nascimento, g.codigo AS genero,
               a.grau_escolaridade_id AS grau, a.pcd, a.tipo_deficiencia AS tipo,
               a.municipio_id AS municipio, count(*)::int AS total
          FROM aprendizes a LEFT JOIN generos g ON g.id = a.genero_id
         WHERE ${filtro}
         GROUP BY GROUPING SETS ((a.data_nascimento, g.codigo), (a.grau_escolaridade_id),
                                 (a.pcd, a.tipo_deficiencia), (a.municipio_id))`,
  );
  const [cadastros, graus] = await Promise.all([
    consultar<{ mes: string; total: number }>(
      db,
      sql`SELECT to_char(a.data_cadastro, 'YYYY-MM') AS mes, count(*)::int AS total
            FROM aprendizes a
           WHERE ${filtro} AND a.data_cadastro BETWEEN ${primeiroDia(primeiroMes)}::date AND ${hoje}::date
           GROUP BY 1`,
    ),
    consultar<{ id: number; nome: string; ativo: boolean }>(
      db,
      sql`SELECT id, nome, ativo FROM graus_escolaridade ORDER BY ordem, nome`,
    ),
  ]);

  const piramide = FAIXAS_ETARIAS.map((faixa) => ({ faixa, feminino: 0, masculino: 0, outros: 0 }));
  const porGrau = new Map<number | null, number>();
  const porTipo = new Map<string, number>();
  const porMunicipio: { id: number | null; total: number }[] = [];
  let total = 0;
  let pcdSim = 0;
  let pcdNao = 0;
  for (const l of grupos) {
    const quantos = n(l.total);
    if (n(l.g_idade) === 0) {
      total += quantos;
      const faixa = faixaEtaria(idadeEm(String(l.nascimento), hoje));
      const linha = piramide[FAIXAS_ETARIAS.indexOf(faixa)];
      if (!linha) continue;
      if (l.genero === 'feminino') linha.feminino += quantos;
      else if (l.genero === 'masculino') linha.masculino += quantos;
      else linha.outros += quantos;
    } else if (n(l.g_grau) === 0) {
      const grau = l.grau === null ? null : n(l.grau);
      porGrau.set(grau, (porGrau.get(grau) ?? 0) + quantos);
    } else if (n(l.g_pcd) === 0) {
      if (l.pcd === true) {
        pcdSim += quantos;
        const tipo = typeof l.tipo === 'string' && l.tipo.trim() ? l.tipo.trim() : 'Não informado';
        porTipo.set(tipo, (porTipo.get(tipo) ?? 0) + quantos);
      } else {
        pcdNao += quantos;
      }
    } else if (n(l.g_municipio) === 0) {
      porMunicipio.push({ id: l.municipio === null ? null : n(l.municipio), total: quantos });
    }
  }

  const escolaridade: GeralAprendizes['escolaridade'] = graus
    .filter((g) => g.ativo || porGrau.has(n(g.id)))
    .map((g) => ({ id: n(g.id), nome: g.nome, total: porGrau.get(n(g.id)) ?? 0 }));
  escolaridade.push({ id: null, nome: 'Não informada', total: porGrau.get(null) ?? 0 });

  const conhecidos = porMunicipio
    .filter((m) => m.id !== null)
    .sort((a, b) => b.total - a.total || n(a.id) - n(b.id));
  const primeiros = conhecidos.slice(0, MUNICIPIOS);
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
