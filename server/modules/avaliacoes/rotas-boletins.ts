// Report cards: /api/boletins/{aprendizId} (and its PDF), the class's summary
// /api/turmas/{id}/boletins and the class's batch /api/turmas/{id}/boletins.pdf (registered here,
// with the evaluations, though under /api/turmas).
import { Arquivo } from '../../shared/arquivo';
import { ParametroId } from '../../shared/esquemas';
import { enviarPdf } from '../../shared/pdf';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { documentoDosBoletins } from './boletim-pdf';
import { aprendizesDaTurma, boletimDoAprendiz, boletinsDaTurma, resumoDaTurma } from './boletins';
import { ler, lerDaTurma, tags } from './comum';
import { turmaDasNotas } from './notas-leitura';
import * as S from './esquemas-notas';

const Pdf = Arquivo('pdf');
const nomeDeArquivo = (texto: string) => texto.replace(/[^\w.-]+/g, '-');

export function rotasBoletins(app: AppTypebox): void {
  const hoje = () => dataLocal(app.agora());

  app.get(
    '/api/boletins/:aprendizId',
    {
      config: lerDaTurma,
      schema: {
        operationId: 'boletimObter',
        tags,
        summary: 'Boletim de um aprendiz numa turma',
        description:
          'Por disciplina do plano da turma: as notas dos quatro bimestres, média, conceito, ' +
          'dias de aula registrados, faltas, % de frequência e o resultado (aprovado, reprovado ' +
          'por nota, reprovado por falta, em curso), com os critérios de aprovação. Sem turmaId: ' +
          'a turma da alocação aberta, ou a mais recente. 422: o aprendiz não tem turma.',
        params: S.ParametroAprendiz,
        querystring: S.ConsultaBoletim,
        response: { 200: S.BoletimComponente.ref, ...respostasDeErro(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      boletimDoAprendiz(app.db, request.params.aprendizId, request.query.turmaId, hoje()),
  );

  app.get(
    '/api/boletins/:aprendizId/pdf',
    {
      config: lerDaTurma,
      schema: {
        operationId: 'boletimPdf',
        tags,
        summary: 'Boletim de um aprendiz em PDF (uma página A4)',
        params: S.ParametroAprendiz,
        querystring: S.ConsultaBoletim,
        response: { 200: Pdf, ...respostasDeErro(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const b = await boletimDoAprendiz(
        app.db,
        request.params.aprendizId,
        request.query.turmaId,
        hoje(),
      );
      return enviarPdf(
        reply,
        nomeDeArquivo(`boletim-${b.turma.codigo}-${b.aprendiz.id}`),
        documentoDosBoletins(`Boletim — ${b.aprendiz.nome}`, [b], app.agora()),
      );
    },
  );

  app.get(
    '/api/turmas/:id/boletins',
    {
      config: { ...ler, escopo: { id: 'turma' } },
      schema: {
        operationId: 'boletinsDaTurma',
        tags,
        summary: 'Resumo dos boletins de uma turma',
        description:
          'Cada aprendiz que esteve alocado na turma: média geral, frequência geral, resultado ' +
          'e, por disciplina, média, frequência e resultado; os totais de aprovados, reprovados ' +
          'e em curso.',
        params: ParametroId,
        response: { 200: S.BoletinsDaTurma, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => resumoDaTurma(app.db, request.params.id, hoje()),
  );

  app.get(
    '/api/turmas/:id/boletins.pdf',
    {
      config: { ...ler, escopo: { id: 'turma' } },
      schema: {
        operationId: 'boletinsDaTurmaPdf',
        tags,
        summary: 'Os boletins de toda a turma num PDF (uma página por aprendiz)',
        description:
          'Enviado em fluxo, sem tamanho conhecido de antemão; o cabeçalho X-Total-Boletins diz ' +
          'quantas páginas vêm (para o progresso na tela).',
        params: ParametroId,
        response: { 200: Pdf, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const t = await turmaDasNotas(app.db, request.params.id);
      const pessoas = await aprendizesDaTurma(app.db, t.id);
      const boletins = await boletinsDaTurma(app.db, t, pessoas, hoje());
      reply.header('x-total-boletins', String(boletins.length));
      return enviarPdf(
        reply,
        nomeDeArquivo(`boletins-${t.codigo}`),
        documentoDosBoletins(`Boletins — ${t.codigo} ${t.nome}`, boletins, app.agora()),
      );
    },
  );
}
