// /api/parceiros/{id}/unidades: a partner's units and the apprentices placed in each. A unit id
// that belongs to another partner answers 404, like one that does not exist.
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { pagina } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import { podeVerCpf } from '../alocacoes/aprendiz-resumo';
import { encerrarLotacao, listarLotacoes, lotarAprendiz } from './lotacoes';
import { listarUnidades, paraUnidade } from './repository';
import {
  AlteracaoUnidade,
  ConsultaLotacoes,
  ConsultaUnidades,
  EstatisticasUnidades,
  ListaLotacoes,
  ListaUnidades,
  LotacaoComponente,
  NovaLotacao,
  NovaUnidade,
  ParametroId,
  ParametrosLotacao,
  ParametrosUnidade,
  UnidadeComponente,
} from './schemas';
import {
  atualizarUnidade,
  criarUnidade,
  estatisticasUnidades,
  inativarUnidade,
  obterUnidade,
  parceiroExistente,
  reativarUnidade,
  unidadeExistente,
} from './unidades';

type AppTypebox = Parameters<FastifyPluginCallbackTypebox>[0];

const tags = ['parceiros'];
const ler = { permissao: 'parceiros:ler' } as const;
const escrever = { permissao: 'parceiros:escrever' } as const;
const Unidade = UnidadeComponente.ref;
const Lotacao = LotacaoComponente.ref;

export function rotasUnidades(app: AppTypebox): void {
  app.get(
    '/api/parceiros/:id/unidades',
    {
      config: ler,
      schema: {
        operationId: 'unidadeListar',
        tags,
        summary: 'Listar as unidades de uma empresa',
        description:
          'q: nome, bairro ou responsável. Cada unidade traz os aprendizes lotados agora.',
        params: ParametroId,
        querystring: ConsultaUnidades,
        response: { 200: ListaUnidades, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await parceiroExistente(app.db, request.params.id);
      const { linhas, total } = await listarUnidades(app.db, request.params.id, request.query);
      const { page, pageSize } = pagina(request.query);
      return { data: linhas.map(paraUnidade), total, page, pageSize };
    },
  );

  app.get(
    '/api/parceiros/:id/unidades/stats',
    {
      config: ler,
      schema: {
        operationId: 'unidadeEstatisticas',
        tags,
        summary: 'Unidades da empresa, lotados por unidade e a situação da cota',
        params: ParametroId,
        response: { 200: EstatisticasUnidades, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => estatisticasUnidades(app, request.params.id),
  );

  app.post(
    '/api/parceiros/:id/unidades',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeCriar',
        tags,
        summary: 'Cadastrar unidade da empresa',
        description:
          'Nome único na empresa (409). Empresa inativa não recebe unidades novas (422). CNPJ ' +
          'opcional (o da filial), numérico ou alfanumérico.',
        params: ParametroId,
        body: NovaUnidade,
        response: { 201: Unidade, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await criarUnidade(app, request.usuario, request.params.id, request.body)),
  );

  app.get(
    '/api/parceiros/:id/unidades/:unidadeId',
    {
      config: ler,
      schema: {
        operationId: 'unidadeObter',
        tags,
        summary: 'Uma unidade da empresa',
        params: ParametrosUnidade,
        response: { 200: Unidade, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => obterUnidade(app, request.params.id, request.params.unidadeId),
  );

  app.put(
    '/api/parceiros/:id/unidades/:unidadeId',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeAtualizar',
        tags,
        summary: 'Alterar unidade da empresa',
        description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
        params: ParametrosUnidade,
        body: AlteracaoUnidade,
        response: { 200: Unidade, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) =>
      atualizarUnidade(
        app,
        request.usuario,
        request.params.id,
        request.params.unidadeId,
        request.body,
      ),
  );

  app.delete(
    '/api/parceiros/:id/unidades/:unidadeId',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeInativar',
        tags,
        summary: 'Inativar unidade',
        description:
          'A unidade fica inativa e não recebe novos aprendizes; com aprendizes lotados, 409.',
        params: ParametrosUnidade,
        response: { 200: Unidade, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => inativarUnidade(app, request.usuario, request.params.id, request.params.unidadeId),
  );

  app.post(
    '/api/parceiros/:id/unidades/:unidadeId/reativar',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeReativar',
        tags,
        summary: 'Reativar unidade',
        params: ParametrosUnidade,
        response: { 200: Unidade, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => reativarUnidade(app, request.usuario, request.params.id, request.params.unidadeId),
  );

  app.get(
    '/api/parceiros/:id/unidades/:unidadeId/aprendizes',
    {
      config: ler,
      schema: {
        operationId: 'unidadeAprendizes',
        tags,
        summary: 'Aprendizes lotados na unidade',
        description:
          'abertas: true (padrão, lotados agora), false (encerradas) ou todas. CPF mascarado sem ' +
          'aprendizes:ver-cpf.',
        params: ParametrosUnidade,
        querystring: ConsultaLotacoes,
        response: { 200: ListaLotacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, unidadeId } = request.params;
      await unidadeExistente(app.db, id, unidadeId);
      const { page, pageSize } = pagina(request.query);
      const { data, total } = await listarLotacoes(
        app.db,
        { parceiroId: id, unidadeId },
        request.query,
        podeVerCpf(request.usuario),
      );
      return { data, total, page, pageSize };
    },
  );

  app.post(
    '/api/parceiros/:id/unidades/:unidadeId/aprendizes',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeLotarAprendiz',
        tags,
        summary: 'Lotar um aprendiz na unidade',
        description:
          'Corpo { aprendizId, dataInicio? } (hoje quando ausente). Um aprendiz fica em no máximo ' +
          'uma unidade por vez: 409 dizendo onde ele está. Empresa, unidade ou aprendiz inativos: 422.',
        params: ParametrosUnidade,
        body: NovaLotacao,
        response: { 201: Lotacao, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, unidadeId } = request.params;
      const lotacao = await lotarAprendiz(
        app,
        request.usuario,
        { parceiroId: id, unidadeId },
        request.body,
        podeVerCpf(request.usuario),
      );
      return reply.code(201).send(lotacao);
    },
  );

  app.delete(
    '/api/parceiros/:id/unidades/:unidadeId/aprendizes/:aprendizId',
    {
      config: escrever,
      schema: {
        operationId: 'unidadeEncerrarLotacao',
        tags,
        summary: 'Encerrar a lotação do aprendiz na unidade',
        description:
          'Encerra com a data de hoje; a lotação fica no histórico. Sem lotação nesta unidade: 404; ' +
          'lotação já encerrada: 409.',
        params: ParametrosLotacao,
        response: { 200: Lotacao, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => {
      const { id, unidadeId, aprendizId } = request.params;
      return encerrarLotacao(
        app,
        request.usuario,
        { parceiroId: id, unidadeId, aprendizId },
        podeVerCpf(request.usuario),
      );
    },
  );
}
