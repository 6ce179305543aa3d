import { respostasDeErro } from '../../shared/problem';
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { SemConteudo } from '../auth';
import { catalogoPorArea } from './catalogo';
import { listarFuncoes } from './repository';
import { AlteracaoFuncao, CatalogoPermissoes, Funcao, ListaFuncoes, NovaFuncao } from './schemas';
import { atualizarFuncao, criarFuncao, excluirFuncao, obterFuncao } from './service';

const tags = ['funcoes'];
const config = { permissao: 'usuarios:admin' } as const;

export const funcoesRoutes = pluginDeRotas('funcoes', [], (app) => {
  app.get(
    '/api/funcoes',
    {
      config,
      schema: {
        operationId: 'funcaoListar',
        tags,
        summary: 'Listar funções, com quantos usuários têm cada uma',
        response: { 200: ListaFuncoes, ...respostasDeErro(401, 403) },
      },
    },
    async () => ({ data: await listarFuncoes(app.db) }),
  );

  app.post(
    '/api/funcoes',
    {
      config,
      schema: {
        operationId: 'funcaoCriar',
        tags,
        summary: 'Criar função',
        description: 'Nome e chave únicos (409). Sem chave, ela é derivada do nome.',
        body: NovaFuncao,
        response: { 201: Funcao, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await criarFuncao(app, request.usuario, request.body)),
  );

  app.get(
    '/api/funcoes/:id',
    {
      config,
      schema: {
        operationId: 'funcaoObter',
        tags,
        summary: 'Uma função',
        params: ParametroId,
        response: { 200: Funcao, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => obterFuncao(app, request.params.id),
  );

  app.put(
    '/api/funcoes/:id',
    {
      config,
      schema: {
        operationId: 'funcaoAtualizar',
        tags,
        summary: 'Alterar nome, descrição ou permissões',
        description:
          '`permissoes` é a lista completa. Vale a partir da próxima requisição de cada usuário da ' +
          'função. A função Administrador mantém todas as permissões (422); ninguém retira ' +
          'usuarios:admin da própria função (422) nem do último administrador ativo (409). Leva a ' +
          '`versao` lida (409 se outra pessoa salvou depois).',
        params: ParametroId,
        body: AlteracaoFuncao,
        response: { 200: Funcao, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => atualizarFuncao(app, request.usuario, request.params.id, request.body),
  );

  app.delete(
    '/api/funcoes/:id',
    {
      config,
      schema: {
        operationId: 'funcaoExcluir',
        tags,
        summary: 'Excluir função',
        description:
          'Só uma função sem usuários, ativos ou inativos (409 dizendo quantos); as cinco funções ' +
          'padrão não são excluídas (422).',
        params: ParametroId,
        response: { 204: SemConteudo, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await excluirFuncao(app, request.usuario, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/permissoes',
    {
      config,
      schema: {
        operationId: 'permissaoListar',
        tags,
        summary: 'O catálogo de permissões, por área',
        description:
          'Cada permissão com a chave, o rótulo em português e o tipo (ler, escrever, admin ou ' +
          'especial), para montar a matriz de funções.',
        response: { 200: CatalogoPermissoes, ...respostasDeErro(401, 403) },
      },
    },
    () => ({ data: catalogoPorArea() }),
  );
});
