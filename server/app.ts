// Builds the Fastify app from a database and a configuration; reads no environment and no files,
// so tests and `npm run openapi` build it the same way main.ts does.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { autenticacao } from './modules/auth';
import { MODULOS } from './modules/manifestos';
import carga from './plugins/carga';
import escopo from './plugins/escopo';
import metodos from './plugins/metodos';
import emails from './plugins/emails';
import entradas, { fabricaDeValidadores } from './plugins/entradas';
import errors, { enviarProblema, opcoesAjv } from './plugins/errors';
import { problema } from './shared/problem';
import security, { erroDoCliente, opcoesLogger } from './plugins/security';
import { fabricaDeSerializadores } from './plugins/serializacao';
import spa from './plugins/spa';
import swagger from './plugins/swagger';
import { encerrarGeradorDePdf } from './shared/pdf';
import './tipos-fastify';

export interface OpcoesApp {
  db: Database;
  config: AppConfig;
  /** false silences the log; default: pino at config.logLevel on stdout. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them to prove what is never logged). */
  destinoLog?: { write(linha: string): void };
  /** Replaces the clock (tests cross token and lock expiries without waiting). */
  agora?: () => Date;
}

export async function buildApp(opcoes: OpcoesApp): Promise<FastifyInstance> {
  const { config } = opcoes;
  const logger: FastifyServerOptions['logger'] =
    opcoes.logger === false ? false : opcoesLogger(config.logLevel, opcoes.destinoLog);
  const app = Fastify({
    logger,
    ajv: opcoesAjv,
    // Body never coerced, URL text only from plain decimals, dates in real years (plugins/entradas).
    // Responses: serializers given only the components they reference (plugins/serializacao).
    schemaController: {
      compilersFactory: {
        buildValidator: fabricaDeValidadores as never,
        buildSerializer: fabricaDeSerializadores as never,
      },
    },
    // security.ts logs each request itself, without query strings or bodies.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Requests Node cannot parse (URL over 16 KB, a malformed line) still answer problem+json.
    clientErrorHandler: erroDoCliente(config.telemetria),
    // So do the router's own refusals: a path parameter over 100 characters (414, the first text
    // path parameter is benefits' competência) or a malformed URL component (400).
    frameworkErrors: (erro, _request, reply) => {
      void enviarProblema(
        reply,
        problema(erro.statusCode ?? 400, 'Endereço inválido: confira o link.'),
      );
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opcoes.db);
  app.decorate('config', config);
  app.decorate('agora', opcoes.agora ?? (() => new Date()));
  // The PDF worker thread (server/shared/pdf.ts) ends with the server.
  app.addHook('onClose', encerrarGeradorDePdf);

  await app.register(errors);
  await app.register(security);
  await app.register(carga);
  await app.register(metodos);
  await app.register(entradas);
  await app.register(swagger);
  await app.register(autenticacao);
  await app.register(escopo);
  await app.register(emails);

  // Every module's plugins, in the manifests' order (server/modules/manifestos.ts).
  for (const modulo of MODULOS) {
    for (const plugin of await modulo.plugins()) await app.register(plugin);
  }

  await app.register(spa, { dir: config.staticDir });
  return app;
}
