// /api/estatisticas/*: the figures behind the charts of /estatisticas (issue 14), one small file per
// statistic. Read-only; permission relatorios:ler like the reports (docs/API-ESTATISTICAS.md).
import { dataLocal } from '../../../src/shared/validation/datas';
import { escopoDe } from '../../shared/escopo';
import { pluginDeRotas } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { aprendizesParceiro } from './aprendizes-parceiro';
import { faltasAprendizes } from './faltas-aprendizes';
import { geralAprendizes } from './geral-aprendizes';
import { participantesSituacao } from './participantes-situacao';
import { resumo } from './resumo';
import * as S from './esquemas';

const tags = ['estatisticas'];
const config = { permissao: 'relatorios:ler' } as const;

export default pluginDeRotas('estatisticas', [], (app) => {
  const hoje = () => dataLocal(app.agora());

  app.get(
    '/api/estatisticas/resumo',
    {
      config,
      schema: {
        operationId: 'estatisticasResumo',
        tags,
        summary: 'Números principais das estatísticas',
        description:
          'Aprendizes ativos (e por situação), cadastros do mês, empresas ativas e abaixo da cota, ' +
          'taxa de faltas do mês corrente.',
        response: { 200: S.Resumo, ...respostasDeErro(401, 403) },
      },
    },
    async () => resumo(app.db, hoje(), app.agora()),
  );

  app.get(
    '/api/estatisticas/geral-aprendizes',
    {
      config,
      schema: {
        operationId: 'estatisticasGeralAprendizes',
        tags,
        summary: 'Panorama dos aprendizes ativos',
        description:
          'Pirâmide etária por gênero, escolaridade, PcD, os 10 municípios com mais aprendizes e ' +
          'os cadastros dos últimos 12 meses, dos aprendizes ativos (de uma situação ou município).',
        querystring: S.ConsultaGeral,
        response: { 200: S.GeralAprendizes, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => geralAprendizes(app.db, request.query, hoje(), app.agora()),
  );

  app.get(
    '/api/estatisticas/participantes-situacao',
    {
      config,
      schema: {
        operationId: 'estatisticasParticipantesSituacao',
        tags,
        summary: 'Aprendizes por situação: agora, nos últimos 12 meses e o fluxo entre situações',
        description:
          'Aprendizes ativos por situação hoje e no fim de cada um dos últimos 12 meses, e as ' +
          'mudanças de situação com data no período de/ate (padrão: os últimos 12 meses).',
        querystring: S.ConsultaParticipantes,
        response: { 200: S.ParticipantesSituacao, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => participantesSituacao(app.db, request.query, hoje(), app.agora()),
  );

  app.get(
    '/api/estatisticas/aprendizes-parceiro',
    {
      config,
      schema: {
        operationId: 'estatisticasAprendizesParceiro',
        tags,
        summary: 'Aprendizes lotados por empresa diante da faixa da cota (5% a 15%)',
        description:
          'Empresas ativas com os aprendizes lotados hoje, a cota (mínimo) e o máximo; abaixo da ' +
          'cota primeiro (maior falta primeiro), depois dentro, acima e sem cota.',
        querystring: S.ConsultaParceiros,
        response: { 200: S.AprendizesParceiro, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => aprendizesParceiro(app.db, request.query, app.agora()),
  );

  app.get(
    '/api/estatisticas/faltas-aprendizes',
    {
      config: { ...config, escopo: { turmaId: 'turma' } },
      schema: {
        operationId: 'estatisticasFaltasAprendizes',
        tags,
        summary: 'Taxa de faltas por turma e mês, e os aprendizes com mais faltas',
        description:
          'Faltas (justificadas ou não) ÷ marcações por turma e mês no período de meses de/ate ' +
          '(padrão: os últimos 6), e os 20 aprendizes com mais faltas não justificadas. Um ' +
          'educador vê só as suas turmas.',
        querystring: S.ConsultaFaltas,
        response: { 200: S.FaltasAprendizes, ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) =>
      faltasAprendizes(app.db, request.query, await escopoDe(app.db, request), hoje(), app.agora()),
  );
});
