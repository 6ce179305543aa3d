// Security headers and request logs. The logs carry what operations need (method, route pattern,
// status, time) and nothing a person could be identified by: no bodies, no tokens, no
// Authorization header, no query strings (searches hold names and CPFs).
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { lerConnectionString } from '../../src/shared/telemetry/config';
import { tituloDoStatus } from '../shared/problem';

/** The telemetry ingestion origin the page may post to; none when telemetry is off. */
function origemTelemetria(connectionString: string): string[] {
  const destino = lerConnectionString(connectionString);
  if (!destino) return [];
  try {
    return [new URL(destino.endpoint).origin];
  } catch {
    return [];
  }
}

/** HSTS only over HTTPS (behind a proxy, as X-Forwarded-Proto says when TRUST_PROXY=1). */
const HSTS = 'max-age=31536000; includeSubDomains';

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

/**
 * The security headers of every answer — routes, errors, static files, and the few answers Node
 * writes before Fastify sees a request (see `erroDoCliente`): one list, so they cannot differ.
 */
export function cabecalhosDeSeguranca(telemetria: string): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // emotion (MUI) injects <style> elements at run time; scripts stay 'self' only.
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...origemTelemetria(telemetria)].join(' '),
    // No upgrade-insecure-requests: deployments on a LAN address over plain HTTP would break.
  ].join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // One frame policy: CSP frame-ancestors 'none' and the matching legacy header.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const PROBLEMAS_DO_CLIENTE: Record<string, { status: number; texto: string; detalhe: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    texto: 'Request Header Fields Too Large',
    detalhe: 'O endereço ou os cabeçalhos da requisição são grandes demais (máximo de 16 KB).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    texto: 'Request Timeout',
    detalhe: 'A requisição demorou demais para chegar.',
  },
};
const REQUISICAO_MALFORMADA = {
  status: 400,
  texto: 'Bad Request',
  detalhe: 'A requisição está malformada (linha de requisição ou cabeçalho inválido).',
};

/**
 * Node's answer to a request it could not parse (Fastify's `clientErrorHandler`): Portuguese
 * problem+json with the same security headers as every other answer, then the connection closes.
 */
export function erroDoCliente(telemetria: string) {
  const cabecalhos = Object.entries(cabecalhosDeSeguranca(telemetria))
    .map(([nome, valor]) => `${nome}: ${valor}\r\n`)
    .join('');
  return (erro: NodeJS.ErrnoException, socket: Duplex): void => {
    if (erro.code === 'ECONNRESET' || socket.destroyed) return;
    const p = PROBLEMAS_DO_CLIENTE[erro.code ?? ''] ?? REQUISICAO_MALFORMADA;
    const corpo = JSON.stringify({
      type: 'about:blank',
      title: tituloDoStatus(p.status),
      status: p.status,
      detail: p.detalhe,
    });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${p.status} ${p.texto}\r\n${cabecalhos}` +
          'content-type: application/problem+json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(corpo)}\r\nconnection: close\r\n\r\n${corpo}`,
      );
    }
    socket.destroy();
  };
}

// eslint-disable-next-line @typescript-eslint/require-await -- a plugin's shape
async function security(app: FastifyInstance): Promise<void> {
  const cabecalhos = cabecalhosDeSeguranca(app.config.telemetria);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(cabecalhos);
    // API answers carry personal data (names, CPFs, grades): no browser or proxy keeps a copy.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
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
