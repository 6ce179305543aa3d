// /api/funcoes: the list (every função at once), create, read and update of the audited-record kit
// (server/shared/registro); delete, which the kit does not have (a função is erased, not
// inactivated), and the permission catalogue are written here.
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { SemConteudo } from '../auth';
import { catalogoPorArea } from './catalogo';
import { excluirFuncao, funcao } from './registro';
import { AlteracaoFuncao, CatalogoPermissoes, Funcao, NovaFuncao } from './esquemas';

const tags = ['funcoes'];
const config = { permissao: 'usuarios:admin' } as const;

export const funcoesRoutes = pluginDeRotas('funcoes', [], (app) => {
  rotasPadrao(app, funcao, {
    base: '/api/funcoes',
    tags,
    operacao: 'funcao',
    permissoes: { ler: config.permissao, escrever: config.permissao },
    componente: Funcao,
    corpoNovo: NovaFuncao,
    corpoAlteracao: AlteracaoFuncao,
    erros: { listar: [401, 403], atualizar: [400, 401, 403, 404, 409, 422] },
    documentacao: {
      listar: { summary: 'Listar funções, com quantos usuários têm cada uma' },
      criar: {
        summary: 'Criar função',
        description: 'Nome e chave únicos (409). Sem chave, ela é derivada do nome.',
      },
      obter: { summary: 'Uma função' },
      atualizar: {
        summary: 'Alterar nome, descrição ou permissões',
        description:
          '`permissoes` é a lista completa. Vale a partir da próxima requisição de cada usuário da ' +
          'função. A função Administrador mantém todas as permissões (422); ninguém retira ' +
          'usuarios:admin da própria função (422) nem do último administrador ativo (409). Leva a ' +
          '`versao` lida (409 se outra pessoa salvou depois).',
      },
    },
  });

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
