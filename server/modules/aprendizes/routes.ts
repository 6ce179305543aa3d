// /api/aprendiz (seed-spec section 7): list, export, stats, record, create, update (versao),
// inactivate, reactivate, situação history and leaves. Its record schemas are OpenAPI
// components (the client's named types).
import { Type } from 'typebox';
import { respostaLista } from '../../shared/lista';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import * as afastamentos from './afastamentos';
import * as repo from './repository';
import {
  AfastamentoEntrada,
  Afastamento,
  Aprendiz,
  AprendizAtualizacao,
  AprendizEntrada,
  AprendizResumo,
  componentesAprendiz,
  ConsultaAprendiz,
  EncerramentoAfastamento,
  EstatisticasAprendizes,
  ExportacaoAprendiz,
  HistoricoSituacao,
  ParametroId,
  ParametrosAfastamento,
} from './schemas';
import * as leitura from './leitura';
import * as servico from './service';

const tags = ['aprendizes'];
const ler = { permissao: 'aprendizes:ler' } as const;
const escrever = { permissao: 'aprendizes:escrever' } as const;

export const aprendizesRoutes = pluginDeRotas(
  'aprendizes',
  componentesAprendiz,
  (app) => {
    app.get(
      '/api/aprendiz',
      {
        config: ler,
        schema: {
          operationId: 'aprendizListar',
          tags,
          summary: 'Lista paginada de aprendizes',
          description:
            'q busca no nome e no nome social sem acentos ("joao araujo" acha João Araújo) e, só com dígitos, no CPF. ' +
            'CPF oculto (***.456.789-**) para quem não tem aprendizes:ver-cpf.',
          querystring: ConsultaAprendiz,
          response: { 200: respostaLista(AprendizResumo.ref), ...respostasDeErro(400, 401, 403) },
        },
      },
      (request) => leitura.listar(app, request.usuario, request.query),
    );

    app.get(
      '/api/aprendiz/exportar',
      {
        config: ler,
        schema: {
          operationId: 'aprendizExportar',
          tags,
          summary: 'Exporta os aprendizes da lista (CSV ou XLSX), todas as linhas filtradas',
          description:
            'Os mesmos filtros, busca e ordem da lista. A exportação fica no registro de acessos.',
          querystring: ExportacaoAprendiz,
          response: {
            200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      (request, reply) => leitura.exportar(app, request, reply, request.query),
    );

    app.get(
      '/api/aprendiz/stats',
      {
        config: ler,
        schema: {
          operationId: 'aprendizEstatisticas',
          tags,
          summary: 'Totais de aprendizes ativos: por situação, novos no mês, menores de 18, PcD',
          response: { 200: EstatisticasAprendizes, ...respostasDeErro(401, 403) },
        },
      },
      async () => {
        const { porSituacao, ...totais } = await repo.estatisticas(app.db, leitura.hojeDe(app));
        return {
          ...totais,
          porSituacao: porSituacao.map(({ situacaoId, codigo, nome, cor, total }) => ({
            situacaoId,
            codigo,
            nome,
            cor,
            total,
          })),
        };
      },
    );

    app.get(
      '/api/aprendiz/:id',
      {
        config: ler,
        schema: {
          operationId: 'aprendizObter',
          tags,
          summary: 'O cadastro de um aprendiz (o acesso fica registrado)',
          description:
            'CPFs ocultos para quem não tem aprendizes:ver-cpf. Cada abertura grava quem, quando e de onde.',
          params: ParametroId,
          response: { 200: Aprendiz.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      (request) => leitura.obter(app, request, request.params.id),
    );

    app.post(
      '/api/aprendiz',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizCriar',
          tags,
          summary: 'Cadastra um aprendiz (situação Inscrito)',
          body: AprendizEntrada,
          response: { 201: Aprendiz.ref, ...respostasDeErro(400, 401, 403, 409, 422) },
        },
      },
      async (request, reply) => {
        const criado = await servico.criar(app, request.usuario, request.body);
        return reply.code(201).send(criado);
      },
    );

    app.put(
      '/api/aprendiz/:id',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizAtualizar',
          tags,
          summary: 'Altera o cadastro (com versao); a situação não muda por aqui',
          params: ParametroId,
          body: AprendizAtualizacao,
          response: { 200: Aprendiz.ref, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
        },
      },
      (request) => servico.atualizar(app, request.usuario, request.params.id, request.body),
    );

    app.delete(
      '/api/aprendiz/:id',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizInativar',
          tags,
          summary: 'Inativa o aprendiz (nada é apagado)',
          params: ParametroId,
          response: { 200: Aprendiz.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      (request) => servico.mudarAtivo(app, request.usuario, request.params.id, false),
    );

    app.post(
      '/api/aprendiz/:id/reativar',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizReativar',
          tags,
          summary: 'Reativa um aprendiz inativo',
          params: ParametroId,
          response: { 200: Aprendiz.ref, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      (request) => servico.mudarAtivo(app, request.usuario, request.params.id, true),
    );

    app.get(
      '/api/aprendiz/:id/historico',
      {
        config: ler,
        schema: {
          operationId: 'aprendizHistorico',
          tags,
          summary: 'Histórico de situações (mais recente primeiro), com data, usuário e motivo',
          params: ParametroId,
          response: {
            200: Type.Object({ data: Type.Array(HistoricoSituacao.ref) }),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!(await repo.buscarLinha(app.db, id))) {
          throw problema(404, leitura.NAO_ENCONTRADO);
        }
        return { data: await repo.historicoDe(app.db, id) };
      },
    );

    app.get(
      '/api/aprendiz/:id/afastamentos',
      {
        config: ler,
        schema: {
          operationId: 'aprendizAfastamentos',
          tags,
          summary: 'Afastamentos do aprendiz (mais recente primeiro)',
          params: ParametroId,
          response: {
            200: Type.Object({ data: Type.Array(Afastamento.ref) }),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      (request) => afastamentos.listar(app, request.params.id),
    );

    app.post(
      '/api/aprendiz/:id/afastamentos',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizAfastar',
          tags,
          summary: 'Registra um afastamento: a situação passa a Afastado',
          description:
            'Só para aprendizes contratados e ativos, sem outro afastamento aberto nem período sobreposto. ' +
            'Com dataFim (um afastamento que já terminou), o retorno é registrado junto.',
          params: ParametroId,
          body: AfastamentoEntrada,
          response: { 201: Afastamento.ref, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const criado = await afastamentos.registrar(
          app,
          request.usuario,
          request.params.id,
          request.body,
        );
        return reply.code(201).send(criado);
      },
    );

    app.put(
      '/api/aprendiz/:id/afastamentos/:afastamentoId/encerrar',
      {
        config: escrever,
        schema: {
          operationId: 'aprendizEncerrarAfastamento',
          tags,
          summary: 'Encerra um afastamento: o aprendiz volta à situação anterior',
          params: ParametrosAfastamento,
          body: EncerramentoAfastamento,
          response: { 200: Afastamento.ref, ...respostasDeErro(400, 401, 403, 404, 409) },
        },
      },
      (request) =>
        afastamentos.encerrar(
          app,
          request.usuario,
          request.params.id,
          request.params.afastamentoId,
          request.body.dataFim,
        ),
    );
  },
  { dependencias: ['errors', 'cadastros'] },
);
