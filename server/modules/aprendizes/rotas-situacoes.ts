// Situações (seed-spec section 7): the list, the count of active apprentices in each, and the
// apprentices of one situação (the cards of /aprendizes/situacoes and what they open).
import { eq } from 'drizzle-orm';
import { escopoDe } from '../../shared/escopo';
import { existeId } from '../../shared/executor';
import { Type } from 'typebox';
import { situacoesAprendiz } from '../../db/schema';
import { respostaListaGrande, respostaListaCompleta } from '../../shared/lista';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { estatisticas } from './estatisticas';
import { AprendizResumo, ConsultaPorSituacao } from './esquemas';
import { hojeDe } from './leitura';
import { listar } from './lista';
import { SituacaoAprendiz } from '../cadastros';

const tags = ['situacoes'];
const ler = { permissao: 'aprendizes:ler' } as const;
// The record rule (plugins/escopo.ts): the counts and lists keep to the apprentices the reader reaches.
const lerNoEscopo = { ...ler, escopo: {} } as const;

const SituacaoComTotal = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
  ordem: Type.Integer(),
  cor: Type.String(),
  descricao: Type.String(),
  total: Type.Integer({ description: 'Aprendizes ativos nesta situação.' }),
});

export const situacoesRoutes = pluginDeRotas(
  'situacoes',
  [],
  (app) => {
    app.get(
      '/api/situacoes',
      {
        config: ler,
        schema: {
          operationId: 'situacoesListar',
          tags,
          summary: 'Situações do aprendiz, na ordem do percurso',
          response: {
            200: respostaListaCompleta(SituacaoAprendiz.ref),
            ...respostasDeErro(401, 403),
          },
        },
      },
      async () => ({
        data: await app.db
          .select()
          .from(situacoesAprendiz)
          .where(eq(situacoesAprendiz.ativo, true))
          .orderBy(situacoesAprendiz.ordem),
      }),
    );

    app.get(
      '/api/situacoes/estatisticas',
      {
        config: lerNoEscopo,
        schema: {
          operationId: 'situacoesEstatisticas',
          tags,
          summary: 'Quantos aprendizes ativos há em cada situação',
          response: {
            200: Type.Object({
              data: Type.Array(SituacaoComTotal),
              total: Type.Integer({ description: 'Aprendizes ativos.' }),
            }),
            ...respostasDeErro(401, 403),
          },
        },
      },
      async (request) => {
        const { porSituacao, total } = await estatisticas(
          app.db,
          hojeDe(app),
          await escopoDe(app.db, request),
        );
        return {
          total,
          data: porSituacao.map(({ situacaoId, ...resto }) => ({ id: situacaoId, ...resto })),
        };
      },
    );

    app.get(
      '/api/aprendizes/situacao/:id',
      {
        config: lerNoEscopo,
        schema: {
          operationId: 'situacoesAprendizes',
          tags,
          summary: 'Aprendizes de uma situação (paginado, com busca)',
          params: Type.Object({
            id: Type.Integer({
              minimum: 1,
              description: 'Id da situação.',
              errorMessage: 'Id inválido',
            }),
          }),
          querystring: ConsultaPorSituacao,
          response: {
            200: respostaListaGrande(AprendizResumo.ref),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await existeId(app.db, situacoesAprendiz, id)))
          throw problema(404, 'Situação não encontrada.');
        return listar(
          app,
          request.usuario,
          { ...request.query, situacaoId: id },
          await escopoDe(app.db, request),
        );
      },
    );
  },
  { dependencias: ['errors', 'aprendizes'] },
);
