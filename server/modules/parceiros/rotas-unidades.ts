// /api/parceiros/{id}/unidades: a partner's units (the standard routes of an audited record, read
// through the partner) and the apprentices placed in each. A unit id that belongs to another
// partner answers 404, like one that does not exist.
import type { FastifyRequest } from 'fastify';
import { ParametroId } from '../../shared/esquemas';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { podeVerCpf } from '../../shared/periodo';
import { estatisticasUnidades } from './estatisticas';
import { encerrarLotacao, listarLotacoes, lotarAprendiz } from './lotacoes';
import {
  ConsultaLotacoes,
  ListaLotacoes,
  LotacaoComponente,
  NovaLotacao,
  ParametrosLotacao,
  ParametrosUnidade,
} from './esquemas';
import {
  AlteracaoUnidade,
  ConsultaUnidades,
  EstatisticasUnidades,
  NovaUnidade,
  UnidadeComponente,
} from './esquemas-unidades';
import { parceiroExistente, unidadeExistente, unidadesDe } from './unidades';

const tags = ['parceiros'];
const ler = { permissao: 'parceiros:ler' } as const;
const escrever = { permissao: 'parceiros:escrever' } as const;
const Lotacao = LotacaoComponente.ref;

const parceiroDe = (request: FastifyRequest) => (request.params as { id: number }).id;

export function rotasUnidades(app: AppTypebox): void {
  rotasPadrao(app, (request) => unidadesDe(parceiroDe(request)), {
    base: '/api/parceiros/:id/unidades',
    id: 'unidadeId',
    tags,
    operacao: 'unidade',
    permissoes: { ler: 'parceiros:ler', escrever: 'parceiros:escrever' },
    componente: UnidadeComponente,
    consulta: ConsultaUnidades,
    corpoNovo: NovaUnidade,
    corpoAlteracao: AlteracaoUnidade,
    parametros: ParametrosUnidade,
    parametrosColecao: ParametroId,
    preHandler: async (request) => {
      await parceiroExistente(app.db, parceiroDe(request));
    },
    documentacao: {
      listar: {
        summary: 'Listar as unidades de uma empresa',
        description:
          'q: nome, bairro ou responsável. Cada unidade traz os aprendizes lotados agora.',
      },
      criar: {
        summary: 'Cadastrar unidade da empresa',
        description:
          'Nome único na empresa (409). Empresa inativa não recebe unidades novas (422). CNPJ ' +
          'opcional (o da filial), numérico ou alfanumérico.',
      },
      obter: { summary: 'Uma unidade da empresa' },
      atualizar: {
        summary: 'Alterar unidade da empresa',
        description: 'Leva a `versao` lida (409 se outra pessoa salvou depois).',
      },
      inativar: {
        summary: 'Inativar unidade',
        description:
          'A unidade fica inativa e não recebe novos aprendizes; com aprendizes lotados, 409.',
      },
      reativar: { summary: 'Reativar unidade' },
    },
    erros: { listar: [400, 401, 403, 404], criar: [400, 401, 403, 404, 409, 422] },
    rotasDaColecao: () =>
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
        (request) => estatisticasUnidades(app.db, request.params.id),
      ),
  });

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
      return listarLotacoes(
        app.db,
        { parceiroId: id, unidadeId },
        request.query,
        podeVerCpf(request.usuario),
      );
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
