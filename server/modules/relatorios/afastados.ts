// Aprendizes afastados: leaves, open and past, with their reason and length (to their end, or to
// today while open), those overlapping the period when one is given.
import { sql } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { aprendizNoEscopoSql } from '../../shared/escopo';
import * as aprendiz from './aprendiz';
import {
  descreverDias,
  descreverRegistro,
  IdFiltro,
  mediaDeDias,
  numero,
  sobreConjunto,
  type DefinicaoRelatorio,
} from './kit';
import * as periodo from './periodo';
import { descreverPorMotivo, lerPorMotivo, PorMotivo, porMotivoSql } from './motivos';

interface Filtros {
  inicio?: string;
  fim?: string;
  motivoAfastamentoId?: number;
  abertos?: 'true' | 'false' | 'todos';
}

const Linha = Type.Object({
  afastamentoId: Type.Integer(),
  ...aprendiz.campos,
  motivo: Type.String(),
  dataInicio: Type.String({ format: 'date' }),
  dataFim: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  dias: Type.Integer({
    description: 'Dias de afastamento, contando o primeiro e o último (ou hoje).',
  }),
  emAberto: Type.Boolean(),
  situacaoAtual: Type.String(),
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  afastamentos: Type.Integer(),
  emAberto: Type.Integer(),
  encerrados: Type.Integer(),
  mediaDias: Type.Union([Type.Number(), Type.Null()]),
  porMotivo: PorMotivo,
});
type Resumo = Static<typeof Resumo>;

export const afastados: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-afastados',
  // The record rule: an educator's are the leaves of apprentices ever in one of their classes.
  escopo: {},
  operationId: 'relatorioAprendizesAfastados',
  titulo: 'Aprendizes afastados',
  descricao: 'Afastamentos em aberto e encerrados, com motivo e dias; no período, os que o tocam.',
  filtros: {
    ...periodo.filtros(
      'Afastamentos que terminam nesta data ou depois (ou seguem em aberto).',
      'Afastamentos que começam até esta data.',
    ),
    motivoAfastamentoId: IdFiltro('Só este motivo.'),
    abertos: Type.Optional(
      Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('todos')], {
        description: 'true: só em aberto; false: só encerrados; todos (padrão).',
        errorMessage: 'Use true, false ou todos',
      }),
    ),
  },
  Linha,
  Resumo,
  colunas: (verCpf) => [
    ...aprendiz.colunas<Linha>(verCpf),
    { titulo: 'Motivo', valor: (l) => l.motivo },
    { titulo: 'Início', valor: (l) => l.dataInicio, tipo: 'data' },
    { titulo: 'Fim', valor: (l) => l.dataFim, tipo: 'data' },
    { titulo: 'Dias', valor: (l) => l.dias, tipo: 'numero' },
    { titulo: 'Em aberto', valor: (l) => l.emAberto },
    { titulo: 'Situação atual', valor: (l) => l.situacaoAtual },
  ],
  abrir: async ({ app, filtros: f, hoje, verCpf, escopo }) => {
    periodo.exigir(f.inicio, f.fim);
    const inicio = f.inicio ?? null;
    const fim = f.fim ?? null;
    const motivo = f.motivoAfastamentoId ?? null;
    const abertos = f.abertos ?? 'todos';
    const conjunto = sql`
      SELECT af.id AS "afastamentoId", a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf,
             m.nome AS motivo, af.data_inicio::text AS "dataInicio", af.data_fim::text AS "dataFim",
             (coalesce(af.data_fim, ${hoje}::date) - af.data_inicio + 1)::int AS dias,
             s.nome AS "situacaoAtual"
        FROM afastamentos af
        JOIN aprendizes a ON a.id = af.aprendiz_id
        JOIN motivos_afastamento m ON m.id = af.motivo_afastamento_id
        JOIN situacoes_aprendiz s ON s.id = a.situacao_id
       WHERE (${fim}::date IS NULL OR af.data_inicio <= ${fim}::date)
         AND (${inicio}::date IS NULL OR af.data_fim IS NULL OR af.data_fim >= ${inicio}::date)
         AND (${motivo}::int IS NULL OR af.motivo_afastamento_id = ${motivo}::int)
         AND ${aprendizNoEscopoSql(escopo, sql`a.id`)}
         AND ${
           abertos === 'true'
             ? sql`af.data_fim IS NULL`
             : abertos === 'false'
               ? sql`af.data_fim IS NOT NULL`
               : sql`true`
         }`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r."dataInicio" DESC, r.nome_busca, r."afastamentoId"`,
      (r) => ({
        afastamentoId: numero(r.afastamentoId),
        ...aprendiz.ler(r, verCpf),
        motivo: String(r.motivo),
        dataInicio: String(r.dataInicio),
        dataFim: (r.dataFim as string | null) ?? null,
        dias: numero(r.dias),
        emAberto: r.dataFim === null,
        situacaoAtual: String(r.situacaoAtual),
      }),
      {
        agregados: sql`
          count(*)::int AS total,
          (count(*) FILTER (WHERE r."dataFim" IS NULL))::int AS abertos,
          avg(r.dias)::float AS media,
          ${porMotivoSql(sql`SELECT r2.motivo, count(*)::int AS n FROM (${conjunto}) r2 GROUP BY r2.motivo`)}`,
        ler: (r) => {
          const total = numero(r.total);
          return {
            afastamentos: total,
            emAberto: numero(r.abertos),
            encerrados: total - numero(r.abertos),
            mediaDias: mediaDeDias(r.media),
            porMotivo: lerPorMotivo(r.porMotivo),
          };
        },
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...periodo.descrever(f.inicio, f.fim),
        ...(await descreverRegistro(app.db, 'Motivo', 'motivos_afastamento', motivo)),
        ...(abertos === 'true' ? ['Só em aberto'] : abertos === 'false' ? ['Só encerrados'] : []),
      ],
      resumoDescrito: (r) => [
        `Afastamentos: ${r.afastamentos} (${r.emAberto} em aberto, ${r.encerrados} encerrados)`,
        `Duração média: ${descreverDias(r.mediaDias)}`,
        ...descreverPorMotivo(r.porMotivo),
      ],
    };
  },
};
