// The spreadsheet import of apprentices (issue 17): GET /api/aprendiz/importar/modelo, the
// template; POST /api/aprendiz/importar/validar, the dry run (nothing written; every row valid or
// with its errors under their columns); POST /api/aprendiz/importar, which imports the valid rows
// in one transaction (its progress streamed as NDJSON when asked); and
// POST /api/aprendiz/importar/rejeitadas, the refused rows as a file.
import { Arquivo } from '../../shared/arquivo';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { dataLocal } from '../../../src/shared/validation/datas';
import { lerPlanilha, PlanilhaInvalida } from '../../shared/importacao/planilha';
import { pluginDeRotas } from '../../shared/plugin';
import { ErroProblema, problema, respostasDeErro } from '../../shared/problem';
import { leitorDeCpf } from '../aprendizes';
import { gravar, importar } from './importar';
import { modeloXlsx } from './modelo';
import { enviarRejeitadas } from './rejeitadas';
import {
  ArquivoImportacao,
  ArquivoRejeitadas,
  LinhaDaImportacao,
  ResultadoImportacaoComponente,
  ValidacaoImportacaoComponente,
} from './esquemas';
import { validarPlanilha } from './validacao';

/** The upload as a spreadsheet, or the 400 that says why it is not one. */
async function planilhaDe(nome: string, conteudo: string) {
  try {
    return await lerPlanilha(Buffer.from(conteudo, 'base64'), nome);
  } catch (erro) {
    throw comoProblema(erro);
  }
}

function comoProblema(erro: unknown): unknown {
  return erro instanceof PlanilhaInvalida
    ? problema(400, erro.message, { conteudo: erro.message })
    : erro;
}

/** The work on an uploaded spreadsheet, its file's problems answering a 400. */
const semPlanilhaInvalida = <T>(trabalho: Promise<T>) =>
  trabalho.catch((erro: unknown) => {
    throw comoProblema(erro);
  });

/** What the three uploads share: who may send one, and room for a 5 MB file (~6.7 MB of base64). */
const envioDePlanilha = {
  config: { permissao: 'aprendizes:escrever' },
  bodyLimit: 8 * 1024 * 1024,
} as const;

export const importacaoRoutes = pluginDeRotas(
  'importacao',
  [ValidacaoImportacaoComponente, ResultadoImportacaoComponente],
  (app) => {
    app.post(
      '/api/aprendiz/importar/validar',
      {
        ...envioDePlanilha,
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
            ...respostasDeErro(400, 401, 403, 422, 429),
          },
        },
      },
      async (request) => {
        const planilha = await planilhaDe(request.body.nome, request.body.conteudo);
        const { colunasIgnoradas, linhas } = await semPlanilhaInvalida(
          validarPlanilha(app.db, planilha, dataLocal(app.agora()), leitorDeCpf(app, request)),
        );
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
        ...envioDePlanilha,
        schema: {
          operationId: 'aprendizImportacaoRejeitadas',
          tags: ['importacao'],
          summary: 'As linhas da planilha que a importação recusaria, com uma coluna Erros',
          description:
            'Todas as colunas enviadas mais "Erros" (coluna: mensagem; ...), para corrigir e enviar de novo; ' +
            'a coluna Erros é ignorada na volta. Nada é gravado.',
          body: ArquivoRejeitadas,
          response: {
            200: Arquivo('csv', 'xlsx'),
            ...respostasDeErro(400, 401, 403, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const { nome, conteudo, formato } = request.body;
        const planilha = await planilhaDe(nome, conteudo);
        return semPlanilhaInvalida(
          enviarRejeitadas(app.db, reply, planilha, {
            hoje: dataLocal(app.agora()),
            formato: formato ?? (/\.csv$/i.test(nome) ? 'csv' : 'xlsx'),
            somente: request.body.linhas,
            leitor: leitorDeCpf(app, request),
          }),
        );
      },
    );

    app.get(
      '/api/aprendiz/importar/modelo',
      {
        config: { permissao: 'aprendizes:escrever' },
        schema: {
          operationId: 'aprendizImportacaoModelo',
          tags: ['importacao'],
          summary: 'Modelo XLSX da importação de aprendizes',
          description:
            'Primeira aba: os títulos das colunas, para preencher uma linha por aprendiz. Segunda aba ' +
            '("Valores válidos"): o formato e um exemplo de cada coluna e os valores aceitos (UF, PcD, tipo de ' +
            'deficiência, turno escolar, parentesco).',
          response: {
            200: Arquivo('xlsx'),
            ...respostasDeErro(401, 403),
          },
        },
      },
      async (_request, reply) => {
        const arquivo = await modeloXlsx(app.db);
        // Untyped reply: the body is a file, not the schema's JSON.
        return (reply as FastifyReply)
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', 'attachment; filename="modelo-importacao-aprendizes.xlsx"')
          .header('cache-control', 'no-store')
          .send(Buffer.from(arquivo));
      },
    );

    app.post(
      '/api/aprendiz/importar',
      {
        ...envioDePlanilha,
        schema: {
          operationId: 'aprendizImportar',
          tags: ['importacao'],
          summary: 'Importa as linhas válidas de uma planilha de aprendizes, numa só transação',
          description:
            'Valida de novo (as mesmas regras da simulação) e cadastra as linhas válidas como Inscrito, cada uma com ' +
            'histórico e auditoria em nome de quem importou; as rejeitadas voltam com seus erros. 409 se um CPF foi ' +
            'cadastrado durante a importação (nada é importado). Com `Accept: application/x-ndjson` a resposta é ' +
            'um objeto JSON por linha enquanto grava (o esquema de application/x-ndjson descreve uma linha): o ' +
            'progresso a cada 100 linhas e, no fim, o resultado (este corpo) ou o erro (409, 500); os erros do ' +
            'arquivo (400) vêm antes, como problem+json.',
          body: ArquivoImportacao,
          response: {
            200: {
              description:
                'O resultado (JSON) ou, com Accept: application/x-ndjson, as linhas do progresso.',
              content: {
                'application/json': { schema: ResultadoImportacaoComponente.ref },
                // The schema of one line (docs/API-IMPORTACAO.md says why not of the whole body).
                'application/x-ndjson': { schema: LinhaDaImportacao },
              },
            },
            ...respostasDeErro(400, 401, 403, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const planilha = await planilhaDe(request.body.nome, request.body.conteudo);
        if (!/application\/x-ndjson/.test(request.headers.accept ?? '')) {
          return semPlanilhaInvalida(
            importar(app, request.usuario.id, planilha, leitorDeCpf(app, request)),
          );
        }
        // The file's own problems (missing columns) answer a 400 before the stream starts.
        const { linhas } = await semPlanilhaInvalida(
          validarPlanilha(app.db, planilha, dataLocal(app.agora()), leitorDeCpf(app, request)),
        );
        const saida = new PassThrough();
        const escrever = (linha: LinhaDaImportacao) => saida.write(`${JSON.stringify(linha)}\n`);
        gravar(app, request.usuario.id, linhas, (processadas, total) =>
          escrever({ tipo: 'progresso', processadas, total }),
        )
          .then((resultado) => escrever({ tipo: 'resultado', ...resultado }))
          .catch((erro: unknown) => {
            const status = erro instanceof ErroProblema ? erro.status : 500;
            if (status === 500) request.log.error({ err: erro }, 'importação de aprendizes falhou');
            escrever({
              tipo: 'erro',
              status,
              detail:
                erro instanceof ErroProblema
                  ? erro.message
                  : 'A importação falhou; nada foi importado. Tente de novo.',
            });
          })
          .finally(() => saida.end());
        return (
          (reply as FastifyReply)
            .header('content-type', 'application/x-ndjson; charset=utf-8')
            .header('cache-control', 'no-store')
            // Proxies (nginx) would otherwise hold the progress until the end.
            .header('x-accel-buffering', 'no')
            .send(saida)
        );
      },
    );
  },
);
