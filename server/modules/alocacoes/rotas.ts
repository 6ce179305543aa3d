// /api/alocacoes (seed-spec.md section 7, exact paths): allocations of apprentices to classes,
// the apprentice's history, the check the allocation flow runs before confirming, and desalocar.
import { existeId } from '../../shared/executor';
import { aprendizes } from '../../db/schema';
import { escopoDe } from '../../shared/escopo';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { MENSAGENS_ALOCACAO } from '../../../src/shared/validation/turma';
import { podeVerCpf } from '../../shared/periodo';
import { historicoDoAprendiz, listarAlocacoes, paraAlocacao } from './consultas';
import {
  AlocacaoComponente,
  AlocacoesCriadas,
  ConsultaAlocacoes,
  ConsultaComAprendizes,
  Desalocacao,
  HistoricoAlocacoes,
  ListaAlocacoes,
  NovaAlocacao,
  ParametroAprendiz,
  ParametrosDesalocar,
  ResultadoVerificacao,
  Verificacao,
} from './esquemas';
import { alocar, verificar } from './alocar';
import { desalocar } from './desalocar';

const tags = ['alocacoes'];
const ler = { permissao: 'turmas:ler' } as const;
const escrever = { permissao: 'turmas:escrever' } as const;
// The record rule (plugins/escopo.ts): the class and apprentices these routes name must be within
// the reader's reach; the lists keep their rows to allocations in the classes it holds. Allocating
// names only the class: the apprentice to allocate is usually in no class yet.
const naTurma = { turmaId: 'turma' } as const;

export const alocacoesRoutes = pluginDeRotas('alocacoes', [AlocacaoComponente], (app) => {
  app.get(
    '/api/alocacoes',
    {
      config: { ...ler, escopo: { ...naTurma, aprendizId: 'aprendiz' } },
      schema: {
        operationId: 'alocacaoListar',
        tags,
        summary: 'Listar alocações',
        description:
          'Filtros: turmaId, aprendizId, abertas (true, false ou todas; padrão todas); q busca o nome ' +
          'ou o CPF do aprendiz. Cada linha traz a turma e o aprendiz (CPF mascarado sem ' +
          'aprendizes:ver-cpf).',
        querystring: ConsultaAlocacoes,
        response: { 200: ListaAlocacoes, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) =>
      listarAlocacoes(
        app.db,
        request.query,
        podeVerCpf(request.usuario),
        await escopoDe(app.db, request),
      ),
  );

  app.get(
    '/api/alocacoes/with-aprendizes',
    {
      config: { ...ler, escopo: naTurma },
      schema: {
        operationId: 'alocacaoComAprendizes',
        tags,
        summary: 'Alocações de uma turma com nome, CPF e situação dos aprendizes',
        description:
          'turmaId obrigatório; abertas: true, false ou todas (padrão todas). CPF mascarado sem ' +
          'aprendizes:ver-cpf.',
        querystring: ConsultaComAprendizes,
        response: { 200: ListaAlocacoes, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) =>
      listarAlocacoes(
        app.db,
        request.query,
        podeVerCpf(request.usuario),
        await escopoDe(app.db, request),
      ),
  );

  app.get(
    '/api/alocacoes/aprendiz/:id',
    {
      config: { ...ler, escopo: { id: 'aprendiz' } },
      schema: {
        operationId: 'alocacaoHistoricoAprendiz',
        tags,
        summary: 'Histórico de alocações do aprendiz',
        params: ParametroAprendiz,
        response: { 200: HistoricoAlocacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await existeId(app.db, aprendizes, request.params.id)))
        throw problema(404, MENSAGENS_ALOCACAO.aprendizNaoEncontrado);
      const verCpf = podeVerCpf(request.usuario);
      const linhas = await historicoDoAprendiz(
        app.db,
        request.params.id,
        await escopoDe(app.db, request),
      );
      return { data: linhas.map((l) => paraAlocacao(l, verCpf)) };
    },
  );

  app.post(
    '/api/alocacoes',
    {
      config: { ...escrever, escopo: naTurma },
      schema: {
        operationId: 'alocacaoCriar',
        tags,
        summary: 'Alocar um aprendiz (aprendizId) ou uma lista (aprendizIds) numa turma',
        description:
          'Tudo ou nada, numa transação. 404: turma inexistente. 422: turma inativa ou encerrada, ' +
          'dataInicio fora do período da turma (errors.dataInicio), aprendiz inexistente ou inativo. ' +
          '409: aprendiz já alocado (nomeia a turma) ou vagas insuficientes (diz quantas restam). ' +
          "Os motivos por aprendiz vêm em errors, com a chave 'aprendizId' ou 'aprendizIds.<índice na " +
          "lista>'; o status é 409 quando algum motivo é conflito, 422 nos demais casos.",
        body: NovaAlocacao,
        response: { 201: AlocacoesCriadas, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await alocar(app, request.usuario, request.body, podeVerCpf(request.usuario))),
  );

  app.post(
    '/api/alocacoes/verificar',
    {
      config: { ...ler, escopo: naTurma },
      schema: {
        operationId: 'alocacaoVerificar',
        tags,
        summary: 'Conferir uma alocação antes de confirmar (não grava nada)',
        description:
          'Para cada aprendiz: se pode ser alocado e por quê não; a turma: vagas restantes e ' +
          'problemas (inativa, encerrada, data fora do período). podeConfirmar diz se o POST ' +
          '/api/alocacoes com a mesma lista seria aceito agora.',
        body: Verificacao,
        response: { 200: ResultadoVerificacao, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => verificar(app, request.body),
  );

  app.put(
    '/api/alocacoes/desalocar/:aprendizId/:turmaId',
    {
      config: { ...escrever, escopo: naTurma },
      schema: {
        operationId: 'alocacaoDesalocar',
        tags,
        summary: 'Desalocar: encerra a alocação aberta do aprendiz na turma',
        description:
          'Corpo { dataFim, motivo }. dataFim não antes do início da alocação nem no futuro (422; ' +
          'uma alocação que ainda não começou pode ser encerrada no seu primeiro dia). Sem alocação ' +
          'do aprendiz na turma: 404; alocação já encerrada: 409.',
        params: ParametrosDesalocar,
        body: Desalocacao,
        response: {
          200: AlocacaoComponente.ref,
          ...respostasDeErro(400, 401, 403, 404, 409, 422),
        },
      },
    },
    (request) =>
      desalocar(app, request.usuario, request.params, request.body, podeVerCpf(request.usuario)),
  );
});
