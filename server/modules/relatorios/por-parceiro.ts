// Aprendizes por parceiro: apprentices placed today in each active unit of each active partner,
// beside the partner's quota (cota_aprendizes, set by staff: 5% to 15% of the qualifying workforce,
// CLT art. 429). A partner is below its quota when its units together hold fewer apprentices.
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { FiltroBooleano } from '../../shared/esquemas';
import { formatarCnpj } from '../../../src/shared/validation/parceiro';
import { descreverRegistro, IdFiltro, numero, sobreConjunto, type DefinicaoRelatorio } from './kit';

interface Filtros {
  parceiroId?: number;
  municipioId?: number;
  abaixoDaCota?: 'true' | 'false';
}

const SituacaoCota = Type.Union([
  Type.Literal('abaixo da cota'),
  Type.Literal('cota atingida'),
  Type.Literal('sem cota definida'),
]);

const Linha = Type.Object({
  parceiroId: Type.Integer(),
  parceiro: Type.String({ description: 'Razão social.' }),
  cnpj: Type.String(),
  unidadeId: Type.Integer(),
  unidade: Type.String(),
  municipio: Type.Union([Type.String(), Type.Null()]),
  aprendizesNaUnidade: Type.Integer(),
  aprendizesNoParceiro: Type.Integer(),
  cota: Type.Integer(),
  situacaoCota: SituacaoCota,
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  parceiros: Type.Integer(),
  unidades: Type.Integer(),
  aprendizes: Type.Integer(),
  cotaTotal: Type.Integer(),
  parceirosAbaixoDaCota: Type.Integer(),
});
type Resumo = Static<typeof Resumo>;

export const porParceiro: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-por-parceiro',
  operationId: 'relatorioAprendizesPorParceiro',
  titulo: 'Aprendizes por parceiro',
  descricao:
    'Aprendizes lotados hoje em cada unidade ativa das empresas parceiras ativas, diante da cota da empresa.',
  filtros: {
    parceiroId: IdFiltro('Só esta empresa.'),
    municipioId: IdFiltro('Só unidades deste município (código IBGE).'),
    abaixoDaCota: FiltroBooleano('true: só empresas abaixo da cota.'),
  },
  Linha,
  Resumo,
  colunas: () => [
    { titulo: 'Empresa', valor: (l) => l.parceiro },
    { titulo: 'CNPJ', valor: (l) => l.cnpj },
    { titulo: 'Unidade', valor: (l) => l.unidade },
    { titulo: 'Município', valor: (l) => l.municipio },
    { titulo: 'Aprendizes na unidade', valor: (l) => l.aprendizesNaUnidade, tipo: 'numero' },
    { titulo: 'Aprendizes na empresa', valor: (l) => l.aprendizesNoParceiro, tipo: 'numero' },
    { titulo: 'Cota', valor: (l) => l.cota, tipo: 'numero' },
    { titulo: 'Situação da cota', valor: (l) => l.situacaoCota },
  ],
  abrir: async ({ app, filtros: f, hoje }) => {
    const parceiroId = f.parceiroId ?? null;
    const municipioId = f.municipioId ?? null;
    const conjunto = sql`
      SELECT y.*,
             CASE WHEN y.cota <= 0 THEN 'sem cota definida'
                  WHEN y."noParceiro" < y.cota THEN 'abaixo da cota'
                  ELSE 'cota atingida' END AS "situacaoCota"
        FROM (
          SELECT x.*, (sum(x."naUnidade") OVER (PARTITION BY x."parceiroId"))::int AS "noParceiro"
            FROM (
              SELECT p.id AS "parceiroId", p.razao_social AS parceiro,
                     f_unaccent(lower(p.razao_social)) AS parceiro_busca, p.cnpj,
                     u.id AS "unidadeId", u.nome AS unidade, m.nome AS municipio, u.municipio_id,
                     p.cota_aprendizes AS cota,
                     (SELECT count(*) FROM lotacoes l
                       WHERE l.unidade_id = u.id AND l.data_inicio <= ${hoje}::date
                         AND (l.data_fim IS NULL OR l.data_fim >= ${hoje}::date))::int AS "naUnidade"
                FROM unidades u
                JOIN parceiros p ON p.id = u.parceiro_id
                LEFT JOIN municipios m ON m.id = u.municipio_id
               WHERE p.ativo AND u.ativo
                 AND (${parceiroId}::int IS NULL OR p.id = ${parceiroId}::int)
            ) x
        ) y
       WHERE (${municipioId}::int IS NULL OR y.municipio_id = ${municipioId}::int)
         AND ${f.abaixoDaCota === 'true' ? sql`y.cota > 0 AND y."noParceiro" < y.cota` : sql`true`}`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r.parceiro_busca, r."parceiroId", r.unidade, r."unidadeId"`,
      (r) => ({
        parceiroId: numero(r.parceiroId),
        parceiro: String(r.parceiro),
        cnpj: formatarCnpj(String(r.cnpj)),
        unidadeId: numero(r.unidadeId),
        unidade: String(r.unidade),
        municipio: (r.municipio as string | null) ?? null,
        aprendizesNaUnidade: numero(r.naUnidade),
        aprendizesNoParceiro: numero(r.noParceiro),
        cota: numero(r.cota),
        situacaoCota: r.situacaoCota as Linha['situacaoCota'],
      }),
      {
        agregados: sql`
          count(DISTINCT r."parceiroId")::int AS parceiros,
          count(*)::int AS unidades,
          coalesce(sum(r."naUnidade"), 0)::int AS aprendizes,
          (SELECT coalesce(sum(q.cota), 0)::int FROM (SELECT DISTINCT r2."parceiroId", r2.cota FROM (${conjunto}) r2) q) AS "cotaTotal",
          count(DISTINCT r."parceiroId") FILTER (WHERE r."situacaoCota" = 'abaixo da cota')::int AS abaixo`,
        ler: (r) => ({
          parceiros: numero(r.parceiros),
          unidades: numero(r.unidades),
          aprendizes: numero(r.aprendizes),
          cotaTotal: numero(r.cotaTotal),
          parceirosAbaixoDaCota: numero(r.abaixo),
        }),
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...(await descreverRegistro(app.db, 'Empresa', 'parceiros', parceiroId)),
        ...(await descreverRegistro(app.db, 'Município', 'municipios', municipioId)),
        ...(f.abaixoDaCota === 'true' ? ['Só empresas abaixo da cota'] : []),
      ],
      resumoDescrito: (r) => [
        `Empresas: ${r.parceiros}; unidades: ${r.unidades}`,
        `Aprendizes lotados: ${r.aprendizes} (cota somada: ${r.cotaTotal})`,
        `Empresas abaixo da cota: ${r.parceirosAbaixoDaCota}`,
      ],
    };
  },
};
