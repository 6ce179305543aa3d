// Evaluations (OpenAPI tag 'avaliacoes'): /api/avaliacoes (templates as audited records, duplicar,
// aplicar, resultados), /api/avaliacoes-aplicadas (read, answer, conclude), and the grades and
// report cards of rotas-notas.ts / rotas-boletins.ts.
import { Type } from 'typebox';
import { escopoDe } from '../../shared/escopo';
import { ParametroId } from '../../shared/esquemas';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { dataLocal } from '../../../src/shared/validation/datas';
import {
  aplicadaExistente,
  aplicar,
  concluir,
  listarAplicadas,
  paraAplicada,
  salvarRespostas,
  autorUsuario,
} from './aplicadas';
import { daAplicada, escrever, lerDaTurma, lerSoDaTurma, ler, tags } from './comum';
import { avaliacao, duplicarAvaliacao, paraAvaliacao } from './modelos';
import { resultadosDaAvaliacao } from './resultados';
import { rotasBoletins } from './rotas-boletins';
import { rotasNotas } from './rotas-notas';
import * as S from './esquemas';
import * as SN from './esquemas-notas';

const permissoes = { ler: ler.permissao, escrever: escrever.permissao };

export const avaliacoesRoutes = pluginDeRotas(
  'avaliacoes',
  [S.AvaliacaoComponente, S.AvaliacaoAplicadaComponente, SN.NotasComponente, SN.BoletimComponente],
  (app) => {
    const hoje = () => dataLocal(app.agora());
    const Aplicada = S.AvaliacaoAplicadaComponente.ref;

    rotasPadrao(app, avaliacao, {
      base: '/api/avaliacoes',
      tags,
      operacao: 'avaliacao',
      permissoes,
      componente: S.AvaliacaoComponente,
      consulta: S.ConsultaAvaliacoes,
      corpoNovo: S.NovaAvaliacao,
      corpoAlteracao: S.AlteracaoAvaliacao,
      documentacao: {
        listar: {
          summary: 'Listar os modelos de avaliação',
          description:
            'Com as contagens das aplicadas (pendentes, em andamento, concluídas, atrasadas). q: ' +
            'título ou descrição. Ordenação: titulo, tipo, criadoEm.',
        },
        criar: {
          summary: 'Criar um modelo de avaliação',
          description:
            'Perguntas na ordem; o servidor numera os ids (1, 2, 3…). escala sem rótulos recebe ' +
            'Muito ruim … Muito bom; multipla pede duas ou mais opções diferentes.',
        },
        obter: { summary: 'Um modelo de avaliação' },
        atualizar: {
          summary: 'Alterar um modelo de avaliação',
          description:
            'Leva a versao lida (409 se outra pessoa salvou depois). Depois de aplicado, as ' +
            'perguntas não mudam mais (409 perguntas: duplique o modelo); título, descrição e ' +
            'tipo ainda podem mudar.',
        },
        inativar: {
          summary: 'Inativar um modelo de avaliação',
          description: 'Nada é apagado; um modelo inativo não é aplicado de novo (422).',
        },
        reativar: { summary: 'Reativar um modelo de avaliação' },
      },
      erros: { atualizar: [400, 401, 403, 404, 409] },
    });

    app.post(
      '/api/avaliacoes/:id/duplicar',
      {
        config: escrever,
        schema: {
          operationId: 'avaliacaoDuplicar',
          tags,
          summary: 'Duplicar um modelo de avaliação',
          description: 'Um novo modelo ativo, “<título> (cópia)”, com as mesmas perguntas.',
          params: ParametroId,
          response: { 201: S.AvaliacaoComponente.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const linha = await duplicarAvaliacao(app, request.usuario, request.params.id);
        return reply.code(201).send(paraAvaliacao(linha));
      },
    );

    app.post(
      '/api/avaliacoes/:id/aplicar',
      {
        config: { ...escrever, escopo: { turmaId: 'turma', aprendizIds: 'aprendiz' } },
        schema: {
          operationId: 'avaliacaoAplicar',
          tags,
          summary: 'Aplicar um modelo a uma turma ou a aprendizes',
          description:
            'turmaId (os aprendizes ativos alocados hoje na turma) ou aprendizIds (um dos dois), ' +
            'quem responde (nome e papel) e o prazo (hoje ou depois). Cria uma avaliação ' +
            'aplicada pendente por aprendiz, numa transação. 422: modelo inativo, turma sem ' +
            'aprendizes alocados.',
          params: ParametroId,
          body: S.Aplicacao,
          response: { 201: S.ResultadoAplicacao, ...respostasDeErro(400, 401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        const origem =
          app.config.documentos.enderecoPublico || `${request.protocol}://${request.host}`;
        const avisar = await app.avisoDeAplicacao?.(origem);
        return reply
          .code(201)
          .send(await aplicar(app, request.usuario, request.params.id, request.body, avisar));
      },
    );

    app.get(
      '/api/avaliacoes/:id/resultados',
      {
        config: lerSoDaTurma,
        schema: {
          operationId: 'avaliacaoResultados',
          tags,
          summary: 'Resultados de um modelo: cada pergunta nas avaliações concluídas',
          description:
            'escala e multipla: a distribuição de cada valor possível (também os sem resposta), ' +
            'com a média da escala; texto: as respostas escritas com o nome do aprendiz. ' +
            'turmaId: só as aplicadas nessa turma.',
          params: ParametroId,
          querystring: S.ConsultaResultados,
          response: { 200: S.Resultados, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) =>
        resultadosDaAvaliacao(
          app.db,
          request.params.id,
          request.query.turmaId,
          await escopoDe(app.db, request),
        ),
    );

    app.get(
      '/api/avaliacoes-aplicadas',
      {
        config: lerDaTurma,
        schema: {
          operationId: 'avaliacaoAplicadaListar',
          tags,
          summary: 'Listar as avaliações aplicadas',
          description:
            'Filtros: avaliacaoId, turmaId, aprendizId, status, atrasada (true/false), q (aprendiz, ' +
            'título ou respondente), ativo (do modelo; padrão: todas). Ordenação: prazo (padrão), ' +
            'data, aprendiz, ' +
            'status.',
          querystring: S.ConsultaAplicadas,
          response: {
            200: Type.Object({
              data: Type.Array(Aplicada),
              total: Type.Integer({ minimum: 0 }),
              page: Type.Integer({ minimum: 1 }),
              pageSize: Type.Integer({ minimum: 1 }),
            }),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      async (request) =>
        listarAplicadas(app.db, request.query, hoje(), await escopoDe(app.db, request)),
    );

    app.get(
      '/api/avaliacoes-aplicadas/:id',
      {
        config: { ...ler, ...daAplicada },
        schema: {
          operationId: 'avaliacaoAplicadaObter',
          tags,
          summary: 'Uma avaliação aplicada, com as perguntas e as respostas dadas',
          description: 'proximaPergunta: a primeira sem resposta (onde o preenchimento retoma).',
          params: ParametroId,
          response: { 200: Aplicada, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => paraAplicada(await aplicadaExistente(app.db, request.params.id), hoje()),
    );

    app.put(
      '/api/avaliacoes-aplicadas/:id/respostas',
      {
        config: { ...escrever, ...daAplicada },
        schema: {
          operationId: 'avaliacaoAplicadaResponder',
          tags,
          summary: 'Salvar respostas (progresso)',
          description:
            'Grava as respostas enviadas (valor null apaga uma), as outras ficam; a avaliação ' +
            'passa a em andamento. Leva a versao lida: 409 se outra pessoa salvou depois — ' +
            'exceto quando o que se envia já está gravado (uma nova tentativa depois de uma ' +
            'resposta perdida responde 200 sem mudar nada). 409 também depois de concluída.',
          params: ParametroId,
          body: S.SalvarRespostas,
          response: { 200: Aplicada, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        salvarRespostas(app, autorUsuario(request.usuario), request.params.id, request.body),
    );

    app.post(
      '/api/avaliacoes-aplicadas/:id/concluir',
      {
        config: { ...escrever, ...daAplicada },
        schema: {
          operationId: 'avaliacaoAplicadaConcluir',
          tags,
          summary: 'Concluir (enviar) uma avaliação aplicada',
          description:
            'Confere as obrigatórias: 400 com cada pergunta sem resposta em detail (número e ' +
            'enunciado) e em errors (respostas.<perguntaId>). Concluída, não muda mais (409).',
          params: ParametroId,
          body: S.Conclusao,
          response: { 200: Aplicada, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        concluir(app, autorUsuario(request.usuario), request.params.id, request.body.versao),
    );

    rotasNotas(app);
    rotasBoletins(app);
  },
);
