// The spreadsheet import of apprentices (issue 17): POST /api/aprendiz/importar/validar, the dry
// run (nothing written; every row valid or with its errors under their columns), and
// POST /api/aprendiz/importar, which imports the valid rows in one transaction.
import { Type } from 'typebox';
import { dataLocal } from '../../../src/shared/validation/datas';
import { lerPlanilha, PlanilhaInvalida } from '../../shared/importacao/planilha';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';
import { importar } from './importar';
import { enviarRejeitadas } from './rejeitadas';
import {
  ArquivoImportacao,
  ArquivoRejeitadas,
  ResultadoImportacaoComponente,
  ValidacaoImportacaoComponente,
} from './schemas';
import { validarPlanilha } from './validacao';

/** The upload as a spreadsheet, or the 400 that says why it is not one. */
function planilhaDe(nome: string, conteudo: string) {
  try {
    return lerPlanilha(Buffer.from(conteudo, 'base64'), nome);
  } catch (erro) {
    throw comoProblema(erro);
  }
}

function comoProblema(erro: unknown): unknown {
  return erro instanceof PlanilhaInvalida
    ? problema(400, erro.message, { conteudo: erro.message })
    : erro;
}

export const importacaoRoutes = pluginDeRotas(
  'importacao',
  [ValidacaoImportacaoComponente, ResultadoImportacaoComponente],
  (app) => {
    app.post(
      '/api/aprendiz/importar/validar',
      {
        config: { permissao: 'aprendizes:escrever' },
        // A 5 MB file is ~6.7 MB of base64.
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          operationId: 'aprendizImportacaoValidar',
          tags: ['importacao'],
          summary: 'Simula a importação de uma planilha de aprendizes (nada é gravado)',
          description:
            'Cada linha volta válida ou com seus erros, em português, sob a coluna da planilha: CPF inválido ou repetido ' +
            '(no arquivo ou já cadastrado), município desconhecido, menor sem responsável e as demais regras do cadastro.',
          body: ArquivoImportacao,
          response: {
            200: ValidacaoImportacaoComponente.ref,
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      async (request) => {
        const planilha = planilhaDe(request.body.nome, request.body.conteudo);
        const { colunasIgnoradas, linhas } = await validarPlanilha(
          app.db,
          planilha,
          dataLocal(app.agora()),
        ).catch((erro: unknown) => {
          throw comoProblema(erro);
        });
        return {
          total: linhas.length,
          validas: linhas.filter((l) => l.erros.length === 0).length,
          colunasIgnoradas,
          linhas: linhas.map(({ numero, nome, erros }) => ({ numero, nome, erros })),
        };
      },
    );

    app.post(
      '/api/aprendiz/importar/rejeitadas',
      {
        config: { permissao: 'aprendizes:escrever' },
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          operationId: 'aprendizImportacaoRejeitadas',
          tags: ['importacao'],
          summary: 'As linhas da planilha que a importação recusaria, com uma coluna Erros',
          description:
            'Todas as colunas enviadas mais "Erros" (coluna: mensagem; ...), para corrigir e enviar de novo; ' +
            'a coluna Erros é ignorada na volta. Nada é gravado.',
          body: ArquivoRejeitadas,
          response: {
            200: Type.String({ description: 'Arquivo CSV ou XLSX.' }),
            ...respostasDeErro(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const { nome, conteudo, formato } = request.body;
        const planilha = planilhaDe(nome, conteudo);
        return enviarRejeitadas(app.db, reply, planilha, {
          hoje: dataLocal(app.agora()),
          formato: formato ?? (/\.csv$/i.test(nome) ? 'csv' : 'xlsx'),
        }).catch((erro: unknown) => {
          throw comoProblema(erro);
        });
      },
    );

    app.post(
      '/api/aprendiz/importar',
      {
        config: { permissao: 'aprendizes:escrever' },
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          operationId: 'aprendizImportar',
          tags: ['importacao'],
          summary: 'Importa as linhas válidas de uma planilha de aprendizes, numa só transação',
          description:
            'Valida de novo (as mesmas regras da simulação) e cadastra as linhas válidas como Inscrito, cada uma com ' +
            'histórico e auditoria em nome de quem importou; as rejeitadas voltam com seus erros. 409 se um CPF foi ' +
            'cadastrado durante a importação (nada é importado).',
          body: ArquivoImportacao,
          response: {
            200: ResultadoImportacaoComponente.ref,
            ...respostasDeErro(400, 401, 403, 409),
          },
        },
      },
      async (request) => {
        const planilha = planilhaDe(request.body.nome, request.body.conteudo);
        return importar(app, request.usuario.id, planilha).catch((erro: unknown) => {
          throw comoProblema(erro);
        });
      },
    );
  },
);
