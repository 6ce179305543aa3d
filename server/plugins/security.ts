// Security headers and request logs. The logs carry what operations need (method, route pattern,
// status, time) and nothing a person could be identified by: no bodies, no tokens, no
// Authorization header, no query strings (searches hold names and CPFs).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** The analytics SDK of the seed (Application Insights) posts telemetry to these hosts. */
const TELEMETRIA = [
  'https://*.applicationinsights.azure.com',
  'https://dc.services.visualstudio.com',
  'https://js.monitor.azure.com',
];

export function opcoesLogger(
  nivel: string,
  destino?: { write(linha: string): void },
): FastifyServerOptions['logger'] {
  return {
    level: nivel,
    ...(destino ? { stream: destino } : {}),
    // A last guard for whoever logs an object that happens to hold one of these.
    redact: {
      paths: [
        'req.headers.authorization',
        'headers.authorization',
        '*.senha',
        '*.novaSenha',
        '*.senhaAtual',
        '*.token',
      ],
      censor: '[oculto]',
    },
    serializers: {
      req: (req: { method: string; url: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}

async function security(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // emotion (MUI) injects <style> elements at run time; scripts stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...TELEMETRIA],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Deployments on a LAN address over plain HTTP would have every asset rewritten to https.
        upgradeInsecureRequests: null,
      },
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        metodo: request.method,
        rota: request.routeOptions.url ?? '(sem rota)',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'requisição',
    );
    done();
  });
}

export default fp(security, { name: 'security' });
