// Security headers as one list for every answer, including those Node writes before Fastify sees
// a request (URL over 16 KB, a malformed request line): tested on a listening server, as a client
// meets them. HSTS only over HTTPS; telemetry's host allowed only when telemetry is on.
// The harness first: it loads the ESM-only packages the server needs through Node's own require.
import '../support/api-harness';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { cabecalhosDeSeguranca } from '../../server/plugins/security';
import { configDeTeste } from '../support/api-config';

/** Writes raw bytes to the server and reads the whole answer (the server closes after it). */
function bruto(porta: number, texto: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(porta, '127.0.0.1', () => socket.write(texto));
    let resposta = '';
    socket.on('data', (b: Buffer) => (resposta += b.toString()));
    socket.on('end', () => resolve(resposta));
    socket.on('close', () => resolve(resposta));
    socket.on('error', reject);
  });
}

function cabecalhosDe(resposta: string): Record<string, string> {
  const [cabeca = ''] = resposta.split('\r\n\r\n');
  return Object.fromEntries(
    cabeca
      .split('\r\n')
      .slice(1)
      .map((linha) => {
        const i = linha.indexOf(':');
        return [linha.slice(0, i).toLowerCase(), linha.slice(i + 1).trim()];
      }),
  );
}

describe('cabeçalhos de segurança e respostas do Node', () => {
  let app: FastifyInstance;
  let porta: number;
  const telemetria = 'InstrumentationKey=abc;IngestionEndpoint=https://ingestao.exemplo.test/';

  beforeAll(async () => {
    // No route here touches the database: health answers 503 without one, which is enough.
    app = await buildApp({
      db: {} as never,
      config: configDeTeste({ trustProxy: true }),
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    porta = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('toda resposta leva a mesma lista, com uma só política de quadros', async () => {
    const r = await app.inject({ url: '/api/health' });
    for (const [nome, valor] of Object.entries(cabecalhosDeSeguranca(''))) {
      expect({ nome, valor: r.headers[nome] }).toEqual({ nome, valor });
    }
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('respostas da API não ficam em cache (levam dados pessoais)', async () => {
    const r = await app.inject({ url: '/api/aprendiz?q=maria' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/health' })).headers['cache-control']).toBe('no-store');
  });

  it('em produção a documentação não se abre sem login; relatório do build e source maps nunca', async () => {
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    const producao = await buildApp({
      db: {} as never,
      config: configDeTeste({ docsPublicas: false }),
      logger: false,
    });
    try {
      for (const url of ['/api/docs/json', '/api/docs', '/api/docs/static/index.html']) {
        expect({ url, status: (await producao.inject({ url })).statusCode }).toEqual({
          url,
          status: 401,
        });
      }
      for (const url of ['/stats.json', '/main.3f2a9c1b.js.map', '/qualquer/coisa.js.map']) {
        expect({ url, status: (await producao.inject({ url })).statusCode }).toEqual({
          url,
          status: 404,
        });
      }
    } finally {
      await producao.close();
    }
  });

  it('HSTS só quando a requisição chegou por HTTPS (X-Forwarded-Proto com TRUST_PROXY)', async () => {
    const http = await app.inject({ url: '/api/health' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('o host da telemetria entra no connect-src só quando a telemetria está ligada', () => {
    expect(cabecalhosDeSeguranca('')['content-security-policy']).toMatch(/connect-src 'self'$/);
    expect(cabecalhosDeSeguranca(telemetria)['content-security-policy']).toMatch(
      /connect-src 'self' https:\/\/ingestao\.exemplo\.test$/,
    );
    expect(cabecalhosDeSeguranca('')['content-security-policy']).not.toMatch(/azure|visualstudio/);
  });

  it('URL acima de 16 KB: 431 problem+json em português, com os cabeçalhos de segurança', async () => {
    const resposta = await bruto(
      porta,
      `GET /api/aprendiz?q=${'x'.repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(resposta).toMatch(/^HTTP\/1\.1 431 /);
    const cabecalhos = cabecalhosDe(resposta);
    expect(cabecalhos['content-type']).toBe('application/problem+json; charset=utf-8');
    for (const [nome, valor] of Object.entries(cabecalhosDeSeguranca(''))) {
      expect({ nome, valor: cabecalhos[nome] }).toEqual({ nome, valor });
    }
    const corpo = JSON.parse(resposta.split('\r\n\r\n')[1] ?? '') as Record<string, unknown>;
    expect(corpo).toMatchObject({ status: 431, title: 'Requisição grande demais' });
    expect(String(corpo.detail)).toContain('16 KB');
  });

  it('linha de requisição malformada: 400 problem+json em português', async () => {
    const resposta = await bruto(porta, 'ISTO NAO E HTTP\r\n\r\n');
    expect(resposta).toMatch(/^HTTP\/1\.1 400 /);
    expect(cabecalhosDe(resposta)['x-frame-options']).toBe('DENY');
    const corpo = JSON.parse(resposta.split('\r\n\r\n')[1] ?? '') as Record<string, unknown>;
    expect(corpo).toMatchObject({ status: 400, title: 'Requisição inválida' });
    expect(String(corpo.detail)).toContain('malformada');
  });
});
