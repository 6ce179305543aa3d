// Every error leaves the server as application/problem+json in Portuguese. 4xx say what to fix;
// 5xx say nothing about internals (the log gets the details, never the request body).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Plugin as AjvPlugin } from 'ajv';
import addFormats from 'ajv-formats';
import {
  DETALHE_VALIDACAO,
  ErroProblema,
  Problem,
  problema,
  TIPO_VALIDACAO,
  type Problema,
} from '../shared/problem';
import { codigoErroBanco } from '../shared/erros-banco';
import { errosPorCampo } from '../shared/mensagens-validacao';

/**
 * Lets schemas carry `errorMessage` (see shared/mensagens-validacao.ts) under ajv's strict mode, and
 * `minLengthAposAparar`: a minimum the shared rule checks after trimming (shared/campos.ts), so a
 * short name's message comes in the same 400 as every other field's; the document publishes it as
 * `minLength` (plugins/swagger.ts).
 */
const anotacaoErrorMessage: AjvPlugin<unknown> = (ajv) =>
  ajv
    .addKeyword({ keyword: 'errorMessage', schemaType: ['string', 'object'] })
    .addKeyword({ keyword: 'minLengthAposAparar', schemaType: 'number' });

export const opcoesAjv: FastifyServerOptions['ajv'] = {
  // verbose: errors carry the schema that failed, where the errorMessage annotation lives.
  // allErrors: a form shows every wrong field at once, not one per submit.
  customOptions: { verbose: true, allErrors: true },
  plugins: [addFormats as AjvPlugin<unknown>, anotacaoErrorMessage],
};

const MENSAGENS_POR_STATUS: Record<number, string> = {
  400: 'A requisição é inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para realizar esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido para este endereço.',
  406: 'Formato de resposta não suportado.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado: envie JSON (Content-Type: application/json).',
  429: 'Muitas requisições. Aguarde um pouco e tente novamente.',
};

const ERRO_INTERNO =
  'Ocorreu um erro inesperado no servidor. Tente novamente; se persistir, avise o suporte.';

/** RFC 9110: a 401 names the scheme that would work (the login's own 401 included). */
const DESAFIO = 'Bearer realm="aprendiz"';

export function enviarProblema(reply: FastifyReply, erro: ErroProblema): FastifyReply {
  const corpo: Problema = erro.corpo();
  const desafio =
    erro.status === 401 && !('www-authenticate' in erro.cabecalhos)
      ? { 'www-authenticate': DESAFIO }
      : {};
  return reply
    .code(erro.status)
    .headers({ ...desafio, ...erro.cabecalhos })
    .type('application/problem+json; charset=utf-8')
    .serializer((dados) => JSON.stringify(dados))
    .send(corpo);
}

function traduzir(erro: FastifyError): ErroProblema | undefined {
  if (erro instanceof ErroProblema) return erro;
  if (erro.validation) {
    const errors = errosPorCampo(erro.validation);
    return problema(400, DETALHE_VALIDACAO, errors, { tipo: TIPO_VALIDACAO });
  }
  switch (erro.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problema(400, 'JSON malformado: o corpo da requisição não é um JSON válido.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problema(400, 'O corpo da requisição está vazio, mas foi declarado como JSON.');
    default:
      break;
  }
  // SQLSTATE class 22 (data exception: out of range, bad text, too long…): a value the schemas
  // let through and the database refused. The schemas are the fix (plugins/entradas.ts); this
  // net keeps such a value a 400 rather than a 500 (logged, so the schema gets fixed).
  if (codigoErroBanco(erro)?.startsWith('22')) {
    return problema(400, 'Um dos valores enviados está fora do que o sistema aceita.');
  }
  const status = erro.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return problema(status, MENSAGENS_POR_STATUS[status] ?? MENSAGENS_POR_STATUS[400] ?? '');
  }
  return undefined;
}

/**
 * drizzle puts the SQL *and its parameters* (e-mails, hashes...) in the error message: log the
 * statement and the database's own error, never the parameters.
 */
function paraLog(erro: Error): Record<string, unknown> {
  const { query, cause } = erro as Error & { query?: unknown; cause?: unknown };
  if (typeof query === 'string') {
    const causa = (cause ?? {}) as { message?: unknown; code?: unknown; stack?: unknown };
    return {
      tipo: erro.name,
      sql: query,
      causa: causa.message,
      codigo: causa.code,
      stack: causa.stack,
    };
  }
  return { tipo: erro.name, mensagem: erro.message, stack: erro.stack };
}

function errors(app: FastifyInstance): void {
  app.addSchema(Problem);

  app.setErrorHandler((erro: FastifyError, request, reply) => {
    const traduzido = traduzir(erro);
    if (traduzido?.status === 400 && codigoErroBanco(erro)) {
      request.log.warn(
        { erro: paraLog(erro), rota: request.routeOptions.url },
        'valor recusado pelo banco',
      );
    }
    if (traduzido) return enviarProblema(reply, traduzido);
    request.log.error({ erro: paraLog(erro), rota: request.routeOptions.url }, 'erro interno');
    return enviarProblema(reply, problema(500, ERRO_INTERNO));
  });
}

export default fp(errors, { name: 'errors' });
