// Aprendizes sem enturmação: active apprentices who should be in a class and are not — a running
// contract (the law requires the theory part) or in selection / referred — with no open allocation,
// and how long they have waited: since the latest of their current situação's start, their
// running contract's start and the end of their last allocation.
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

interface Filtros {
  situacaoId?: number;
  municipioId?: number;
  parceiroId?: number;
}

/** The situações of people expected in a class soon (besides anyone with a running contract). */
const EM_SELECAO = ['em-selecao', 'encaminhado'];

const Linha = Type.Object({
  ...aprendiz.campos,
  situacao: Type.String(),
  contrato: Type.Union([Type.String(), Type.Null()], {
    description: 'Número do contrato em curso.',
  }),
  parceiro: Type.Union([Type.String(), Type.Null()]),
  municipio: Type.Union([Type.String(), Type.Null()]),
  aguardandoDesde: Type.String({ format: 'date' }),
  diasAguardando: Type.Integer(),
});
type Linha = Static<typeof Linha>;

const Resumo = Type.Object({
  aprendizes: Type.Integer(),
  comContrato: Type.Integer(),
  emSelecao: Type.Integer(),
  mediaDiasAguardando: Type.Union([Type.Number(), Type.Null()]),
  maisDe30Dias: Type.Integer(),
});
type Resumo = Static<typeof Resumo>;

export const semEnturmacao: DefinicaoRelatorio<Filtros, Linha, Resumo> = {
  caminho: 'aprendizes-sem-enturmacao',
  // The record rule: an educator's are those who were in one of their classes and are in none now.
  escopo: {},
  operationId: 'relatorioAprendizesSemEnturmacao',
  titulo: 'Aprendizes sem enturmação',
  descricao:
    'Aprendizes ativos com contrato em curso, em seleção ou encaminhados, sem alocação aberta em turma, com os dias de espera.',
  filtros: {
    situacaoId: IdFiltro('Só aprendizes nesta situação.'),
    municipioId: IdFiltro('Só aprendizes deste município (código IBGE).'),
    parceiroId: IdFiltro('Só quem tem contrato em curso com este parceiro.'),
  },
  Linha,
  Resumo,
  colunas: (verCpf) => [
    ...aprendiz.colunas<Linha>(verCpf),
    { titulo: 'Situação', valor: (l) => l.situacao },
    { titulo: 'Contrato', valor: (l) => l.contrato },
    { titulo: 'Empresa', valor: (l) => l.parceiro },
    { titulo: 'Município', valor: (l) => l.municipio },
    { titulo: 'Aguardando desde', valor: (l) => l.aguardandoDesde, tipo: 'data' },
    { titulo: 'Dias aguardando', valor: (l) => l.diasAguardando, tipo: 'numero' },
  ],
  abrir: async ({ app, filtros: f, hoje, verCpf, escopo }) => {
    const situacaoId = f.situacaoId ?? null;
    const municipioId = f.municipioId ?? null;
    const parceiroId = f.parceiroId ?? null;
    const conjunto = sql`
      SELECT x.*, x.desde::text AS "desdeTexto", (${hoje}::date - x.desde)::int AS dias FROM (
        SELECT a.id AS "aprendizId", a.nome, a.nome_busca, a.cpf, s.nome AS situacao,
               c.numero AS contrato, p.razao_social AS parceiro, m.nome AS municipio,
               greatest(
                 coalesce((SELECT max(h.data) FROM aprendiz_situacoes h
                            WHERE h.aprendiz_id = a.id AND h.situacao_id = a.situacao_id), a.data_cadastro),
                 coalesce(c.data_inicio, a.data_cadastro),
                 coalesce((SELECT max(al.data_fim) FROM alocacoes al WHERE al.aprendiz_id = a.id), a.data_cadastro)
               ) AS desde
          FROM aprendizes a
          JOIN situacoes_aprendiz s ON s.id = a.situacao_id
          LEFT JOIN contratos c ON c.aprendiz_id = a.id AND c.status IN ('vigente', 'prorrogado')
          LEFT JOIN parceiros p ON p.id = c.parceiro_id
          LEFT JOIN municipios m ON m.id = a.municipio_id
         WHERE a.ativo
           AND (c.id IS NOT NULL OR s.codigo IN (${sql.join(
             EM_SELECAO.map((c) => sql`${c}`),
             sql`, `,
           )}))
           AND NOT EXISTS (SELECT 1 FROM alocacoes al WHERE al.aprendiz_id = a.id AND al.data_fim IS NULL)
           AND (${situacaoId}::int IS NULL OR a.situacao_id = ${situacaoId}::int)
           AND (${municipioId}::int IS NULL OR a.municipio_id = ${municipioId}::int)
           AND (${parceiroId}::int IS NULL OR c.parceiro_id = ${parceiroId}::int)
           AND ${aprendizNoEscopoSql(escopo, sql`a.id`)}
      ) x`;
    const sobre = sobreConjunto(
      app.db,
      conjunto,
      sql`r.dias DESC, r.nome_busca, r."aprendizId"`,
      (r) => ({
        ...aprendiz.ler(r, verCpf),
        situacao: String(r.situacao),
        contrato: (r.contrato as string | null) ?? null,
        parceiro: (r.parceiro as string | null) ?? null,
        municipio: (r.municipio as string | null) ?? null,
        aguardandoDesde: String(r.desdeTexto),
        diasAguardando: Math.max(0, numero(r.dias)),
      }),
      {
        agregados: sql`
          count(*)::int AS aprendizes,
          (count(*) FILTER (WHERE r.contrato IS NOT NULL))::int AS "comContrato",
          avg(greatest(r.dias, 0))::float AS media,
          (count(*) FILTER (WHERE r.dias > 30))::int AS "maisDe30"`,
        ler: (r) => {
          const aprendizes = numero(r.aprendizes);
          return {
            aprendizes,
            comContrato: numero(r.comContrato),
            emSelecao: aprendizes - numero(r.comContrato),
            mediaDiasAguardando: mediaDeDias(r.media),
            maisDe30Dias: numero(r.maisDe30),
          };
        },
      },
    );
    return {
      ...sobre,
      filtrosDescritos: [
        ...(await descreverRegistro(app.db, 'Situação', 'situacoes_aprendiz', situacaoId)),
        ...(await descreverRegistro(app.db, 'Município', 'municipios', municipioId)),
        ...(await descreverRegistro(app.db, 'Empresa', 'parceiros', parceiroId)),
      ],
      resumoDescrito: (r) => [
        `Aprendizes sem turma: ${r.aprendizes} (${r.comContrato} com contrato, ${r.emSelecao} em seleção ou encaminhados)`,
        `Espera média: ${descreverDias(r.mediaDiasAguardando)}`,
        `Esperando há mais de 30 dias: ${r.maisDe30Dias}`,
      ],
    };
  },
};
