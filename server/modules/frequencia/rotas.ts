// /api/frequencia: a class's day (read and save), its month as a grid (and its export), a period's
// summary and the alerts; /api/aprendizes/{id}/frequencia (the apprentice's months) and
// /api/aprendiz/{id}/calendario (the computed calendar and its PDF, the seed's path).
import { Arquivo } from '../../shared/arquivo';
import { escopoDe } from '../../shared/escopo';
import { ParametroId } from '../../shared/esquemas';
import { emLotes, enviarExportacao } from '../../shared/exportacao';
import { enviarPdf } from '../../shared/pdf';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { diasEntre, MENSAGENS_FREQUENCIA as M } from '../../../src/shared/validation/frequencia';
import { listarAlertas } from './alertas';
import { frequenciaDoAprendiz } from './aprendiz';
import { calendarioDoAprendiz } from './calendario';
import { documentoDoCalendario } from './calendario-pdf';
import { lerDia } from './dia';
import { colunasDoMes, mesDaTurma } from './mes';
import { resumoDaTurma } from './resumo';
import { salvarDia } from './salvar';
import * as S from './esquemas';
import { turmaDaFrequencia } from './turma';
import { turmasParaFrequencia } from './turmas';
import { turmasSemChamada } from './pendentes';

const tags = ['frequencia'];
const ler = { permissao: 'frequencia:ler' } as const;
// The record rule (plugins/escopo.ts): the class or apprentice these routes name must be the
// reader's (an educator's own classes).
const daTurma = { ...ler, escopo: { turmaId: 'turma' } } as const;
const doAprendiz = { ...ler, escopo: { id: 'aprendiz' } } as const;

/** A period of at most two years, end not before start (every wrong field in one 400). */
function conferirPeriodo(inicio: string, fim: string): void {
  if (fim < inicio) throw problema(400, M.periodoInvalido, { fim: M.periodoInvalido });
  if (diasEntre(inicio, fim).length > 731)
    throw problema(400, M.periodoLongo, { fim: M.periodoLongo });
}

export const frequenciaRoutes = pluginDeRotas(
  'frequencia',
  [S.DiaDeFrequenciaComponente],
  (app) => {
    const hoje = () => dataLocal(app.agora());
    const Dia = S.DiaDeFrequenciaComponente.ref;

    app.get(
      '/api/frequencia',
      {
        config: daTurma,
        schema: {
          operationId: 'frequenciaDia',
          tags,
          summary: 'A frequência de uma turma num dia',
          description:
            'Todos os aprendizes com alocação na turma que cobre a data, cada um com a marcação ' +
            'gravada ou null; os afastados no dia vêm com afastado: true e não contam. Um dia que ' +
            'não é de aula responde diaDeAula: false e o motivo (fora do período, dia sem aula ' +
            'teórica, feriado com o nome). diaAnterior e proximoDia são os dias de aula vizinhos ' +
            '(o próximo nunca depois de hoje). podeAlterar/bloqueio dizem se o usuário pode salvar.',
          querystring: S.ConsultaDia,
          response: { 200: Dia, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const t = await turmaDaFrequencia(app.db, request.query.turmaId);
        return lerDia(app.db, t, request.query.data, request.usuario, hoje());
      },
    );

    app.get(
      '/api/frequencia/turmas',
      {
        config: { ...ler, escopo: {} },
        schema: {
          operationId: 'frequenciaTurmas',
          tags,
          summary: 'Turmas para registrar frequência',
          description:
            'Turmas ativas já iniciadas (em andamento primeiro), até 50, com q no código ou nome. ' +
            'Para um educador vinculado a um cadastro de educador, as suas primeiro (minha: true).',
          querystring: S.ConsultaTurmasFrequencia,
          response: { 200: S.TurmasFrequencia, ...respostasDeErro(400, 401, 403) },
        },
      },
      async (request) =>
        turmasParaFrequencia(app.db, request.query.q, await escopoDe(app.db, request)),
    );

    app.get(
      '/api/frequencia/pendentes',
      {
        config: { ...ler, escopo: {} },
        schema: {
          operationId: 'frequenciaPendentes',
          tags,
          summary: 'Turmas sem chamada no dia',
          description:
            'Turmas ativas para as quais a data (padrão: hoje) é dia de aula — no período, num dia ' +
            'de teoria, sem feriado do lugar — e que ainda não têm a frequência salva. Um educador ' +
            'vê só as turmas que conduz.',
          querystring: S.ConsultaPendentes,
          response: { 200: S.TurmasPendentes, ...respostasDeErro(400, 401, 403) },
        },
      },
      async (request) =>
        turmasSemChamada(app.db, await escopoDe(app.db, request), request.query.data ?? hoje()),
    );

    app.put(
      '/api/frequencia',
      {
        config: { permissao: 'frequencia:escrever', escopo: { turmaId: 'turma' } },
        schema: {
          operationId: 'frequenciaSalvar',
          tags,
          summary: 'Salvar a frequência do dia inteiro',
          description:
            'Numa transação: as marcações do dia passam a ser exatamente as enviadas. Leva a versao ' +
            'lida (registro.versao; ausente no primeiro registro): 409 se outra pessoa salvou ' +
            'depois. Enviar o mesmo conteúdo de novo não muda nada. 422 (com o motivo em detail e ' +
            'em errors): dia fora do período, sem aula teórica, feriado (com o nome), no futuro, ' +
            'com mais de 7 dias sem frequencia:corrigir, aprendiz não alocado ou afastado no dia, ' +
            'falta-justificada sem justificativa, disciplina fora do plano da turma. 403: educador ' +
            'em turma que não é sua (ou sem vínculo com um cadastro de educador).',
          body: S.SalvarDia,
          response: { 200: Dia, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
        },
      },
      async (request) => salvarDia(app, request.usuario, request.body),
    );

    app.get(
      '/api/frequencia/mes',
      {
        config: daTurma,
        schema: {
          operationId: 'frequenciaMes',
          tags,
          summary: 'Grade do mês de uma turma: aprendizes × dias de aula',
          description:
            'Os dias de aula do mês até hoje (colunas, com os totais do dia) e cada aprendiz alocado ' +
            'no mês com uma marcação por dia (afastado nos dias de afastamento), totais e %.',
          querystring: S.ConsultaMes,
          response: { 200: S.MesDaTurma, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const t = await turmaDaFrequencia(app.db, request.query.turmaId);
        return mesDaTurma(app.db, t, request.query.mes, hoje());
      },
    );

    app.get(
      '/api/frequencia/mes/exportar',
      {
        config: daTurma,
        schema: {
          operationId: 'frequenciaMesExportar',
          tags,
          summary: 'Exportar a grade do mês (CSV ou XLSX)',
          description:
            'Uma linha por aprendiz: P, F, FJ ou A (afastado) em cada dia de aula, e os totais.',
          querystring: S.ConsultaMesExportar,
          response: {
            200: Arquivo('csv', 'xlsx'),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const t = await turmaDaFrequencia(app.db, request.query.turmaId);
        const mes = await mesDaTurma(app.db, t, request.query.mes, hoje());
        return enviarExportacao(reply, {
          formato: request.query.formato ?? 'csv',
          nomeArquivo: `frequencia-${t.codigo}-${request.query.mes}`.replace(/[^\w.-]+/g, '-'),
          colunas: colunasDoMes(mes),
          // The grid is already in memory (one class's month): the export reads it in one batch.
          linhas: emLotes((offset, limite) =>
            Promise.resolve(mes.aprendizes.slice(offset, offset + limite)),
          ),
        });
      },
    );

    app.get(
      '/api/frequencia/resumo',
      {
        config: daTurma,
        schema: {
          operationId: 'frequenciaResumo',
          tags,
          summary: 'Resumo da frequência de uma turma num período',
          description:
            'Por aprendiz: dias marcados, presenças, faltas, justificadas e % (presenças / dias ' +
            'marcados; falta justificada conta como falta no %). diasDeAula: dias de aula do ' +
            'período até hoje; diasRegistrados: quantos têm frequência salva.',
          querystring: S.ConsultaResumo,
          response: { 200: S.ResumoFrequencia, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { turmaId, inicio, fim } = request.query;
        conferirPeriodo(inicio, fim);
        const t = await turmaDaFrequencia(app.db, turmaId);
        return resumoDaTurma(app.db, t, inicio, fim, hoje());
      },
    );

    app.get(
      '/api/frequencia/alertas',
      {
        config: daTurma,
        schema: {
          operationId: 'frequenciaAlertas',
          tags,
          summary: 'Aprendizes com faltas seguidas ou frequência baixa',
          description:
            'Aprendizes ativos alocados agora com 3 ou mais faltas sem justificativa seguidas (até o ' +
            'último dia registrado) ou frequência abaixo de 75% nos últimos 30 dias de aula ' +
            'registrados (a partir de 5 dias), com a turma e o contato. Mais faltas seguidas ' +
            'primeiro. Um educador vinculado vê só os das suas turmas.',
          querystring: S.ConsultaAlertas,
          response: { 200: S.ListaAlertas, ...respostasDeErro(400, 401, 403) },
        },
      },
      async (request) => listarAlertas(app.db, request.query, await escopoDe(app.db, request)),
    );

    app.get(
      '/api/aprendizes/:id/frequencia',
      {
        config: doAprendiz,
        schema: {
          operationId: 'frequenciaDoAprendiz',
          tags,
          summary: 'A frequência de um aprendiz no ano, por mês',
          description: 'Meses com dias registrados: totais, % e cada falta com a justificativa.',
          params: ParametroId,
          querystring: S.ConsultaDoAprendiz,
          response: { 200: S.FrequenciaDoAprendiz, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) =>
        frequenciaDoAprendiz(
          app.db,
          request.params.id,
          request.query.ano ?? Number(hoje().slice(0, 4)),
        ),
    );

    app.get(
      '/api/aprendiz/:id/calendario',
      {
        config: doAprendiz,
        schema: {
          operationId: 'calendarioDoAprendiz',
          tags,
          summary: 'Calendário de aprendizagem do aprendiz (calculado)',
          description:
            'Dias de teoria (das turmas em que esteve alocado), de prática (dias úteis do contrato ' +
            'fora os de teoria), feriados e recessos do seu município e UF, afastamentos, início e ' +
            'fim do contrato e a frequência já registrada, com as contagens. Sem inicio/fim: o ' +
            'período do contrato, ou o ano corrente.',
          params: ParametroId,
          querystring: S.ConsultaCalendario,
          response: { 200: S.Calendario, ...respostasDeErro(400, 401, 403, 404) },
        },
      },
      async (request) => calendarioDoAprendiz(app.db, request.params.id, request.query, hoje()),
    );

    app.get(
      '/api/aprendiz/:id/calendario/pdf',
      {
        config: doAprendiz,
        schema: {
          operationId: 'calendarioDoAprendizPdf',
          tags,
          summary: 'Calendário de aprendizagem em PDF (A4, uma página por semestre)',
          description: 'O mesmo período de GET .../calendario (padrão: o do contrato).',
          params: ParametroId,
          querystring: S.ConsultaCalendario,
          response: {
            200: Arquivo('pdf'),
            ...respostasDeErro(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const calendario = await calendarioDoAprendiz(
          app.db,
          request.params.id,
          request.query,
          hoje(),
        );
        return enviarPdf(
          reply,
          `calendario-aprendiz-${request.params.id}`,
          documentoDoCalendario(calendario, app.agora()),
        );
      },
    );
  },
);
