// /api/turmas (seed-spec.md section 7, exact paths): classes with their occupancy (the standard
// routes of an audited record, server/shared/registro), the apprentices allocated to each, figures
// by status. Allocation itself lives in /api/alocacoes.
import { Type } from 'typebox';
import { escopoDe } from '../../shared/escopo';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import { podeVerCpf } from '../../shared/periodo';
import { listarAlocacoes } from '../alocacoes';
import { abertas, consultaAlocacoes, ListaAlocacoes } from '../alocacoes';
import { estatisticasTurmas } from './estatisticas';
import { turma } from './registro';
import {
  AlteracaoTurma,
  ConsultaTurmas,
  EstatisticasTurmas,
  NovaTurma,
  ParametroTurma,
  TurmaComponente,
} from './esquemas';

const tags = ['turmas'];
const ler = { permissao: 'turmas:ler' } as const;

const ConsultaAprendizesDaTurma = consultaAlocacoes({
  abertas: Type.Optional(abertas('Alocados agora (true, padrão), desalocados (false) ou todas.')),
});

export const turmasRoutes = pluginDeRotas('turmas', [TurmaComponente], (app) => {
  rotasPadrao(app, turma, {
    base: '/api/turmas',
    tags,
    operacao: 'turma',
    permissoes: { ler: 'turmas:ler', escrever: 'turmas:escrever' },
    componente: TurmaComponente,
    consulta: ConsultaTurmas,
    corpoNovo: NovaTurma,
    corpoAlteracao: AlteracaoTurma,
    parametros: ParametroTurma,
    documentacao: {
      listar: {
        summary: 'Listar turmas, com ocupação e vagas restantes',
        description:
          'q: código ou nome (sem distinção de acentos). Filtros: status, cursoId, educadorId, ativo ' +
          '(true, false ou todos). Ordem padrão: -dataInicio.',
      },
      exportar: { summary: 'Exportar turmas (CSV ou XLSX) com os filtros e a ordem da lista' },
      criar: {
        summary: 'Criar turma',
        description: 'Código único, sem distinção de maiúsculas (409). status padrão: planejada.',
      },
      obter: {
        summary: 'Uma turma',
        description: 'Id numérico; outro valor responde 400 com mensagem em português.',
      },
      atualizar: {
        summary: 'Alterar turma',
        description:
          'Leva a `versao` lida (409 se outra pessoa salvou depois). A capacidade não fica abaixo ' +
          'dos alocados e o período continua cobrindo as alocações feitas (422). Mudar o status para ' +
          "encerrada encerra as alocações abertas no último dia da turma (ou hoje), motivo 'Turma " +
          "encerrada'.",
      },
      inativar: {
        summary: 'Inativar turma',
        description:
          'Nada é apagado: a turma fica inativa e não recebe alocações. Com aprendizes alocados, 409.',
      },
      reativar: { summary: 'Reativar turma' },
    },
    erros: { atualizar: [400, 401, 403, 404, 409, 422] },
    rotasDaColecao: () =>
      app.get(
        '/api/turmas/stats',
        {
          config: { ...ler, escopo: {} },
          schema: {
            operationId: 'turmaEstatisticas',
            tags,
            summary: 'Turmas por status e ocupação',
            response: { 200: EstatisticasTurmas, ...respostasDeErro(401, 403) },
          },
        },
        async (request) => estatisticasTurmas(app.db, await escopoDe(app.db, request)),
      ),
  });

  app.get(
    '/api/turmas/:id/aprendizes',
    {
      config: { ...ler, escopo: { id: 'turma' } },
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
      await turma.existente(app.db, request.params.id);
      return listarAlocacoes(
        app.db,
        { ...request.query, turmaId: request.params.id },
        podeVerCpf(request.usuario),
        await escopoDe(app.db, request),
        'true',
      );
    },
  );
});
