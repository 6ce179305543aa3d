// Builds the Fastify app from a database and a configuration; reads no environment and no files,
// so tests and `npm run openapi` build it the same way main.ts does.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { alocacoesRoutes } from './modules/alocacoes';
import { aprendizesRoutes, situacoesRoutes } from './modules/aprendizes';
import { auditoriaRoutes } from './modules/auditoria';
import { avaliacoesRoutes } from './modules/avaliacoes';
import { beneficiosRoutes } from './modules/beneficios';
import { buscaRoutes } from './modules/busca';
import { authRoutes, autenticacao } from './modules/auth';
import { cadastrosRoutes } from './modules/cadastros';
import { contratosRoutes } from './modules/contratos';
import { curriculoRoutes } from './modules/curriculo';
import { documentosRoutes, limiteDeVerificacoes } from './modules/documentos';
import { educadoresRoutes } from './modules/educadores';
import { estatisticasRoutes } from './modules/estatisticas';
import { feriadosRoutes } from './modules/feriados';
import { salariosMinimosRoutes } from './modules/salarios-minimos';
import { emailsRoutes } from './modules/emails';
import { frequenciaRoutes } from './modules/frequencia';
import { vagasRoutes } from './modules/vagas';
import { funcoesRoutes } from './modules/funcoes';
import { healthRoutes } from './modules/health';
import { importacaoRoutes } from './modules/importacao';
import { lgpdRoutes } from './modules/lgpd';
import { parceirosRoutes } from './modules/parceiros';
import { portalRoutes } from './modules/portal';
import { relatoriosRoutes } from './modules/relatorios';
import { turmasRoutes } from './modules/turmas';
import { usuariosRoutes } from './modules/usuarios';
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

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(cadastrosRoutes);
  await app.register(aprendizesRoutes);
  await app.register(situacoesRoutes);
  await app.register(usuariosRoutes);
  await app.register(funcoesRoutes);
  await app.register(auditoriaRoutes);
  await app.register(parceirosRoutes);
  await app.register(educadoresRoutes);
  await app.register(turmasRoutes);
  await app.register(alocacoesRoutes);
  await app.register(curriculoRoutes);
  await app.register(contratosRoutes);
  await app.register(salariosMinimosRoutes);
  await app.register(emailsRoutes);
  await app.register(relatoriosRoutes);
  await app.register(estatisticasRoutes);
  await app.register(vagasRoutes);
  await app.register(feriadosRoutes);
  await app.register(frequenciaRoutes);
  await app.register(avaliacoesRoutes);
  await app.register(beneficiosRoutes);
  await app.register(buscaRoutes);
  await app.register(importacaoRoutes);
  await app.register(lgpdRoutes);
  await app.register(limiteDeVerificacoes);
  await app.register(documentosRoutes);
  await app.register(portalRoutes);

  await app.register(spa, { dir: config.staticDir });
  return app;
}
