// /api/notas: a class's grid (read and saved whole), one person's grades, the search across
// classes and its export.
import { Arquivo } from '../../shared/arquivo';
import { Type } from 'typebox';
import { enviarExportacao } from '../../shared/exportacao';
import { consultaExportacao } from '../../shared/lista';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { dataLocal } from '../../../src/shared/validation/datas';
import { formatarNota } from '../../../src/shared/validation/avaliacoes';
import { escreverDaTurma, lerDaTurma, tags } from './comum';
import { escopoDe } from '../../shared/escopo';
import { buscarNotas, lotesDaBusca } from './busca-notas';
import { lerNotas } from './grade';
import { salvarNotas } from './salvar-notas';
import * as S from './esquemas-notas';

export function rotasNotas(app: AppTypebox): void {
  const hoje = () => dataLocal(app.agora());
  const Notas = S.NotasComponente.ref;

  app.get(
    '/api/notas',
    {
      config: lerDaTurma,
      schema: {
        operationId: 'notasObter',
        tags,
        summary: 'Notas de uma turma numa disciplina e bimestre, ou de um aprendiz',
        description:
          'turmaId + disciplinaId + periodo: os aprendizes alocados na turma em algum dia do ' +
          'bimestre, cada um com a nota ou null (e quem tem nota gravada sem estar mais alocado, ' +
          'alocado: false), o lançamento (versao) e se o usuário pode salvar. aprendizId (e ' +
          'turmaId opcional): todas as notas da pessoa, turma × disciplina do plano × bimestre. ' +
          '400: disciplina fora do plano da turma, filtros incompletos.',
        querystring: S.ConsultaNotas,
        response: { 200: Notas, ...respostasDeErro(400, 401, 403, 404) },
      },
    },
    async (request) => lerNotas(app.db, request.query, request.usuario, hoje()),
  );

  app.put(
    '/api/notas',
    {
      config: escreverDaTurma,
      schema: {
        operationId: 'notasSalvar',
        tags,
        summary: 'Lançar as notas de uma turma numa disciplina e bimestre',
        description:
          'Numa transação; só as linhas enviadas mudam. valor de 0 a 10 com uma casa, ou ' +
          'conceitoId (a nota é o meio da faixa do conceito); nenhum dos dois apaga a nota. Leva a ' +
          'versao lida (lancamento.versao; ausente no primeiro lançamento): 409 se outra pessoa ' +
          'salvou depois. 400: nota fora de 0–10, conceito inexistente ou fora da faixa, ' +
          'disciplina fora do plano, aprendiz não alocado no bimestre. 403: educador em turma que ' +
          'não é sua. 422: bimestre que ainda não começou.',
        body: S.SalvarNotas,
        response: { 200: Notas, ...respostasDeErro(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => salvarNotas(app, request.usuario, request.body),
  );

  app.get(
    '/api/notas/consulta',
    {
      config: lerDaTurma,
      schema: {
        operationId: 'notasConsultar',
        tags,
        summary: 'Buscar notas em todas as turmas',
        description:
          'As notas gravadas, com filtros turmaId, disciplinaId, periodo, aprendizId, ' +
          'abaixoDaMedia e q (aprendiz, turma ou disciplina). Ordenação: aprendiz (padrão), ' +
          'turma, disciplina, periodo, valor.',
        querystring: S.ConsultaBuscaNotas,
        response: {
          200: Type.Object({
            data: Type.Array(S.NotaEncontrada),
            total: Type.Integer({ minimum: 0 }),
            page: Type.Integer({ minimum: 1 }),
            pageSize: Type.Integer({ minimum: 1 }),
          }),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request) => buscarNotas(app.db, request.query, await escopoDe(app.db, request)),
  );

  app.get(
    '/api/notas/consulta/exportar',
    {
      config: lerDaTurma,
      schema: {
        operationId: 'notasConsultaExportar',
        tags,
        summary: 'Exportar a busca de notas (CSV ou XLSX)',
        description: 'Os mesmos filtros e a mesma ordem da busca, todas as linhas.',
        querystring: consultaExportacao(S.ConsultaBuscaNotas),
        response: {
          200: Arquivo('csv', 'xlsx'),
          ...respostasDeErro(400, 401, 403),
        },
      },
    },
    async (request, reply) =>
      enviarExportacao(reply, {
        formato: request.query.formato ?? 'csv',
        nomeArquivo: 'notas',
        colunas: [
          { titulo: 'Aprendiz', valor: (l) => l.aprendiz.nome },
          { titulo: 'Turma', valor: (l) => l.turma.codigo },
          { titulo: 'Disciplina', valor: (l) => l.disciplina.nome },
          { titulo: 'Bimestre', valor: (l) => l.periodo, tipo: 'numero' },
          { titulo: 'Nota', valor: (l) => formatarNota(l.valor) },
          { titulo: 'Conceito', valor: (l) => l.conceito?.sigla ?? '' },
        ],
        linhas: lotesDaBusca(app.db, request.query, await escopoDe(app.db, request)),
      }),
  );
}
