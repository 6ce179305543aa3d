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
import type { Componente } from '../../shared/componentes';
import { busca, normalizada, respostaListaCompleta } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import {
  Curso,
  MotivoDesligamento,
  Municipio,
  Profissao,
  RamoAtividade,
  SituacaoAprendiz,
} from './componentes-referencia';

const tags = ['cadastros'];

const lista = (c: Componente<ReturnType<typeof Type.Object>>) => ({
  200: respostaListaCompleta(c.ref),
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
      const nome = normalizada(municipios.nome);
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
          .orderBy(normalizada(profissoes.nome)),
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
        .orderBy(normalizada(cursos.nome)),
    }),
  );
}
