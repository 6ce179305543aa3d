// Lookups of the reference data that ships with the product (seed-spec section 7): read-only,
// `{ data: [...] }`, open to every signed-in user (the forms depend on them).
//   GET /api/cadastros/situacao-aprendiz | municipio?uf&q | profissao?q | ramo-atividade
//       | motivo-desligamento | curso
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  cursos,
  motivosDesligamento,
  municipios,
  profissoes,
  ramosAtividade,
  situacoesAprendiz,
} from '../../db/schema';
import { componente, type Componente } from '../../shared/componentes';
import { busca } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';

const tags = ['cadastros'];

const Nulo = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const Municipio = componente(
  'Municipio',
  Type.Object(
    {
      id: Type.Integer({ description: 'O código IBGE do município (São Paulo = 3550308).' }),
      codigoIbge: Type.String({ description: 'Código IBGE, 7 dígitos.' }),
      nome: Type.String(),
      uf: Type.String(),
    },
    { description: 'Município do IBGE.' },
  ),
);

export const SituacaoAprendiz = componente(
  'SituacaoAprendiz',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      ordem: Type.Integer(),
      cor: Type.String({ description: 'Cor do Chip (MUI): default, info, success...' }),
      descricao: Type.String(),
    },
    { description: 'Situação do aprendiz no programa.' },
  ),
);

const Profissao = componente(
  'Profissao',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String({ description: 'Código CBO, ####-##.' }),
      nome: Type.String({ description: 'Título da ocupação na CBO.' }),
      area: Type.String(),
    },
    { description: 'Ocupação da CBO 2002.' },
  ),
);

const RamoAtividade = componente(
  'RamoAtividade',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String({ description: 'Letra da seção (A–U) ou dois dígitos da divisão.' }),
      nome: Type.String(),
      tipo: Type.Union([Type.Literal('secao'), Type.Literal('divisao')]),
      secao: Nulo(Type.String({ description: 'Seção de uma divisão; null nas seções.' })),
    },
    { description: 'Seção ou divisão da CNAE 2.0.' },
  ),
);

const MotivoDesligamento = componente(
  'MotivoDesligamento',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      fundamento: Type.String(),
      antecipado: Type.Boolean({ description: 'Extinção antes do termo.' }),
      comprovacao: Nulo(Type.String()),
    },
    { description: 'Motivo de extinção do contrato de aprendizagem.' },
  ),
);

const Curso = componente(
  'Curso',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Nulo(Type.String()),
      nome: Type.String(),
      profissaoId: Type.Union([Type.Integer(), Type.Null()]),
      profissaoCodigo: Nulo(Type.String({ description: 'CBO da ocupação do curso.' })),
      profissaoNome: Nulo(Type.String()),
      cargaHorariaTotal: Type.Integer(),
      descricao: Type.String(),
    },
    { description: 'Curso de aprendizagem.' },
  ),
);

export const componentesReferencia: Componente<ReturnType<typeof Type.Object>>[] = [
  Municipio,
  SituacaoAprendiz,
  Profissao,
  RamoAtividade,
  MotivoDesligamento,
  Curso,
];

const lista = (c: Componente<ReturnType<typeof Type.Object>>) => ({
  200: Type.Object({ data: Type.Array(c.ref) }),
  ...respostasDeErro(401),
});

const ConsultaMunicipio = Type.Object({
  uf: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'Sigla da UF.',
      errorMessage: 'UF inválida',
    }),
  ),
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Parte do nome, sem distinção de acentos.' }),
  ),
});

const ConsultaTexto = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 100, description: 'Parte do código ou do nome, sem acentos.' }),
  ),
});

export function rotasDeReferencia(app: FastifyInstance): void {
  const db = () => app.db;

  app.get(
    '/api/cadastros/situacao-aprendiz',
    {
      schema: {
        operationId: 'situacaoAprendizOpcoes',
        tags,
        summary: 'Situações do aprendiz, na ordem do percurso',
        response: lista(SituacaoAprendiz),
      },
    },
    async () => ({
      data: await db()
        .select()
        .from(situacoesAprendiz)
        .where(eq(situacoesAprendiz.ativo, true))
        .orderBy(situacoesAprendiz.ordem),
    }),
  );

  app.get(
    '/api/cadastros/municipio',
    {
      schema: {
        operationId: 'municipioOpcoes',
        tags,
        summary: 'Municípios do IBGE (5.571), filtráveis por UF e nome',
        description:
          'Sem filtros, todos. Com q, os nomes que começam pelo texto vêm antes dos que apenas o contêm.',
        querystring: ConsultaMunicipio,
        response: { ...lista(Municipio), ...respostasDeErro(400) },
      },
    },
    async (request) => {
      const { uf, q } = request.query as { uf?: string; q?: string };
      const nome = sql`f_unaccent(lower(${municipios.nome}))`;
      const termo = q?.trim() ?? '';
      const linhas = await db()
        .select({ id: municipios.id, nome: municipios.nome, uf: municipios.uf })
        .from(municipios)
        .where(
          and(
            uf ? eq(municipios.uf, uf.toUpperCase()) : undefined,
            busca(termo, [municipios.nome]),
          ),
        )
        .orderBy(
          ...(termo
            ? [desc(sql`${nome} like f_unaccent(lower(${termo.replace(/[\\%_]/g, '\\$&') + '%'}))`)]
            : []),
          asc(nome),
          asc(municipios.uf),
        );
      return { data: linhas.map((m) => ({ ...m, codigoIbge: String(m.id) })) };
    },
  );

  app.get(
    '/api/cadastros/profissao',
    {
      schema: {
        operationId: 'profissaoOpcoes',
        tags,
        summary: 'Ocupações da CBO para as quais aprendizes são contratados',
        querystring: ConsultaTexto,
        response: { ...lista(Profissao), ...respostasDeErro(400) },
      },
    },
    async (request) => {
      const { q } = request.query as { q?: string };
      return {
        data: await db()
          .select()
          .from(profissoes)
          .where(and(eq(profissoes.ativo, true), busca(q, [profissoes.nome, profissoes.codigo])))
          .orderBy(sql`f_unaccent(lower(${profissoes.nome}))`),
      };
    },
  );

  app.get(
    '/api/cadastros/ramo-atividade',
    {
      schema: {
        operationId: 'ramoAtividadeOpcoes',
        tags,
        summary: 'Seções (21) e divisões (87) da CNAE 2.0, na ordem da classificação',
        response: lista(RamoAtividade),
      },
    },
    async () => ({
      // Each section followed by its divisions: A, 01, 02, 03, B, 05...
      data: await db()
        .select()
        .from(ramosAtividade)
        .where(eq(ramosAtividade.ativo, true))
        .orderBy(
          sql`coalesce(${ramosAtividade.secao}, ${ramosAtividade.codigo})`,
          sql`${ramosAtividade.tipo} = 'divisao'`,
          ramosAtividade.codigo,
        ),
    }),
  );

  app.get(
    '/api/cadastros/motivo-desligamento',
    {
      schema: {
        operationId: 'motivoDesligamentoOpcoes',
        tags,
        summary: 'Motivos de desligamento (CLT, art. 433, e hipóteses fora dele)',
        response: lista(MotivoDesligamento),
      },
    },
    async () => ({
      data: await db()
        .select()
        .from(motivosDesligamento)
        .where(eq(motivosDesligamento.ativo, true))
        .orderBy(motivosDesligamento.id),
    }),
  );

  app.get(
    '/api/cadastros/curso',
    {
      schema: {
        operationId: 'cursoOpcoes',
        tags,
        summary: 'Cursos de aprendizagem',
        response: lista(Curso),
      },
    },
    async () => ({
      data: await db()
        .select({
          id: cursos.id,
          codigo: cursos.codigo,
          nome: cursos.nome,
          profissaoId: cursos.profissaoId,
          profissaoCodigo: profissoes.codigo,
          profissaoNome: profissoes.nome,
          cargaHorariaTotal: cursos.cargaHorariaTotal,
          descricao: cursos.descricao,
        })
        .from(cursos)
        .leftJoin(profissoes, eq(profissoes.id, cursos.profissaoId))
        .where(eq(cursos.ativo, true))
        .orderBy(sql`f_unaccent(lower(${cursos.nome}))`),
    }),
  );
}
