// /api/turmas (seed-spec.md section 7, exact paths): classes with their occupancy, the apprentices
// allocated to each, figures by status. Allocation itself lives in /api/alocacoes.
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { registrarComponentes } from '../../shared/componentes';
import { emLotes, enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import { consultaExportacao, pagina } from '../../shared/lista';
import { respostasDeErro } from '../../shared/problem';
import { DIAS_SEMANA, TURNOS_TURMA } from '../../../src/shared/validation/turma';
import { podeVerCpf } from '../alocacoes/aprendiz-resumo';
import { listarAlocacoes } from '../alocacoes/repository';
import { abertas, consultaAlocacoes, ListaAlocacoes } from '../alocacoes/schemas';
import {
  estatisticasTurmas,
  listarTurmas,
  lotesDeTurmas,
  paraTurma,
  type LinhaTurma,
} from './repository';
import {
  AlteracaoTurma,
  ConsultaTurmas,
  EstatisticasTurmas,
  ListaTurmas,
  NovaTurma,
  ParametroTurma,
  TurmaComponente,
} from './schemas';
import { atualizarTurma, criarTurma, inativarTurma, obterTurma, reativarTurma } from './service';

const tags = ['turmas'];
const ler = { permissao: 'turmas:ler' } as const;
const escrever = { permissao: 'turmas:escrever' } as const;
const Turma = TurmaComponente.ref;

const ConsultaAprendizesDaTurma = consultaAlocacoes({
  abertas: Type.Optional(abertas('Alocados agora (true, padrão), desalocados (false) ou todas.')),
});

const rotulo = (lista: readonly { valor: unknown; rotulo: string }[], valor: unknown) =>
  lista.find((item) => item.valor === valor)?.rotulo ?? String(valor);

const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaTurma>[] = [
  { titulo: 'Código', valor: (t) => t.codigo },
  { titulo: 'Nome', valor: (t) => t.nome },
  { titulo: 'Curso', valor: (t) => t.cursoNome },
  { titulo: 'Educador', valor: (t) => t.educadorNome },
  { titulo: 'Turno', valor: (t) => rotulo(TURNOS_TURMA, t.turno) },
  {
    titulo: 'Dias de teoria',
    valor: (t) => t.diasTeoria.map((d) => DIAS_SEMANA.find((s) => s.valor === d)?.curto).join(', '),
  },
  { titulo: 'Início', valor: (t) => t.dataInicio, tipo: 'data' },
  { titulo: 'Término', valor: (t) => t.dataFim, tipo: 'data' },
  { titulo: 'Capacidade', valor: (t) => t.capacidade, tipo: 'numero' },
  { titulo: 'Ocupação', valor: (t) => t.ocupacao, tipo: 'numero' },
  { titulo: 'Vagas restantes', valor: (t) => paraTurma(t).vagasRestantes, tipo: 'numero' },
  { titulo: 'Local', valor: (t) => t.local },
  { titulo: 'Status', valor: (t) => t.status },
  { titulo: 'Ativa', valor: (t) => t.ativo },
];

const rotas: FastifyPluginCallbackTypebox = (app, _opcoes, pronto) => {
  app.get(
    '/api/turmas',
    {
      config: ler,
      schema: {
        operationId: 'turmaListar',
        tags,
        summary: 'Listar turmas, com ocupação e vagas restantes',
        description:
          'q: código ou nome (sem distinção de acentos). Filtros: status, cursoId, educadorId, ativo ' +
          '(true, false ou todos). Ordem padrão: -dataInicio.',
        querystring: ConsultaTurmas,
        response: { 200: ListaTurmas, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { linhas, total } = await listarTurmas(app.db, request.query);
      const { page, pageSize } = pagina(request.query);
      return { data: linhas.map(paraTurma), total, page, pageSize };
    },
  );

  app.get(
    '/api/turmas/exportar',
    {
      config: ler,
      schema: {
        operationId: 'turmaExportar',
        tags,
        summary: 'Exportar turmas (CSV ou XLSX) com os filtros e a ordem da lista',
        querystring: consultaExportacao(ConsultaTurmas),
        response: {
          200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      enviarExportacao(reply, {
        formato: request.query.formato ?? 'csv',
        nomeArquivo: 'turmas',
        colunas: COLUNAS_EXPORTACAO,
        linhas: emLotes(lotesDeTurmas(app.db, request.query)),
      });
    },
  );

  app.get(
    '/api/turmas/stats',
    {
      config: ler,
      schema: {
        operationId: 'turmaEstatisticas',
        tags,
        summary: 'Turmas por status e ocupação',
        response: { 200: EstatisticasTurmas, ...respostasDeErro(401, 403) },
      },
    },
    () => estatisticasTurmas(app.db),
  );

  app.post(
    '/api/turmas',
    {
      config: escrever,
      schema: {
        operationId: 'turmaCriar',
        tags,
        summary: 'Criar turma',
        description: 'Código único, sem distinção de maiúsculas (409). status padrão: planejada.',
        body: NovaTurma,
        response: { 201: Turma, ...respostasDeErro(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await criarTurma(app, request.usuario, request.body)),
  );

  app.get(
    '/api/turmas/:id',
    {
      config: ler,
      schema: {
        operationId: 'turmaObter',
        tags,
        summary: 'Uma turma',
        description: 'Id numérico; outro valor responde 400 com mensagem em português.',
        params: ParametroTurma,
        response: { 200: Turma, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => obterTurma(app, request.params.id),
  );

  app.put(
    '/api/turmas/:id',
    {
      config: escrever,
      schema: {
        operationId: 'turmaAtualizar',
        tags,
        summary: 'Alterar turma',
        description:
          'Leva a `versao` lida (409 se outra pessoa salvou depois). A capacidade não fica abaixo ' +
          'dos alocados e o período continua cobrindo as alocações feitas (422). Mudar o status para ' +
          "encerrada encerra as alocações abertas no último dia da turma (ou hoje), motivo 'Turma " +
          "encerrada'.",
        params: ParametroTurma,
        body: AlteracaoTurma,
        response: { 200: Turma, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => atualizarTurma(app, request.usuario, request.params.id, request.body),
  );

  app.delete(
    '/api/turmas/:id',
    {
      config: escrever,
      schema: {
        operationId: 'turmaInativar',
        tags,
        summary: 'Inativar turma',
        description:
          'Nada é apagado: a turma fica inativa e não recebe alocações. Com aprendizes alocados, 409.',
        params: ParametroTurma,
        response: { 200: Turma, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    (request) => inativarTurma(app, request.usuario, request.params.id),
  );

  app.post(
    '/api/turmas/:id/reativar',
    {
      config: escrever,
      schema: {
        operationId: 'turmaReativar',
        tags,
        summary: 'Reativar turma',
        params: ParametroTurma,
        response: { 200: Turma, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    (request) => reativarTurma(app, request.usuario, request.params.id),
  );

  app.get(
    '/api/turmas/:id/aprendizes',
    {
      config: ler,
      schema: {
        operationId: 'turmaAprendizes',
        tags,
        summary: 'Aprendizes da turma',
        description:
          'abertas: true (padrão, alocados agora), false (desalocados) ou todas. CPF mascarado sem ' +
          'aprendizes:ver-cpf.',
        params: ParametroTurma,
        querystring: ConsultaAprendizesDaTurma,
        response: { 200: ListaAlocacoes, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await obterTurma(app, request.params.id);
      return listarAlocacoes(
        app.db,
        { ...request.query, turmaId: request.params.id },
        podeVerCpf(request.usuario),
        'true',
      );
    },
  );
  pronto();
};

export const turmasRoutes = fp(
  (app, opcoes, pronto) => {
    registrarComponentes(app, [TurmaComponente]);
    rotas(app.withTypeProvider(), opcoes, pronto);
  },
  { name: 'turmas', dependencies: ['errors'] },
);
