import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  ADMIN_EMAIL,
  ADMIN_SENHA,
  configDeTeste,
  forEachEngine,
  semSegredos,
} from '../support/api-harness';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';

const ERRO_INTERNO =
  'Ocorreu um erro inesperado no servidor. Tente novamente; se persistir, avise o suporte.';

/** Routes that exist only in this test, to reach validation and failure paths on purpose. */
function rotasDeTeste(app: FastifyInstance): void {
  app.post(
    '/api/teste/validacao',
    {
      config: { publico: true },
      schema: {
        body: Type.Object({
          nome: Type.String({
            minLength: 3,
            errorMessage: {
              required: 'Informe o nome',
              default: 'Nome deve ter no mínimo 3 caracteres',
            },
          }),
          email: Type.Optional(Type.String({ format: 'email', errorMessage: 'Email inválido' })),
          idade: Type.Optional(Type.Integer({ minimum: 14 })),
          apelido: Type.Optional(
            Type.Union([Type.String({ minLength: 2 }), Type.Null()], {
              errorMessage: 'Apelido inválido',
            }),
          ),
          responsavel: Type.Optional(
            Type.Object({
              cpf: Type.String({ pattern: '^\\d{11}$', errorMessage: 'CPF inválido' }),
            }),
          ),
          contatos: Type.Optional(
            Type.Array(Type.Object({ valor: Type.String({ minLength: 1 }) })),
          ),
        }),
      },
    },
    () => ({ ok: true }),
  );
  app.get('/api/teste/falha', { config: { publico: true } }, () => {
    throw new Error('falhou em SELECT senha_hash FROM usuarios WHERE email = fulano@x.com');
  });
  app.get('/api/teste/falha-sql', { config: { publico: true } }, async () => {
    await app.db.execute(sql`SELECT * FROM tabela_que_nao_existe WHERE cpf = ${'12345678901'}`);
    return {};
  });
}

const linhasDeLog: string[] = [];

forEachEngine(
  'plataforma da API',
  (h) => {
    describe('erros em problem+json', () => {
      it('JSON malformado responde 400 em português', async () => {
        const resposta = await h.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email": "a@b.c", "senha": ',
        });
        expect(resposta.statusCode).toBe(400);
        expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(resposta.json()).toEqual({
          type: 'about:blank',
          title: 'Requisição inválida',
          status: 400,
          detail: 'JSON malformado: o corpo da requisição não é um JSON válido.',
        });
      });

      it('corpo JSON vazio e tipo de conteúdo errado também respondem em português', async () => {
        const vazio = await h.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '',
        });
        expect(vazio.statusCode).toBe(400);
        expect(vazio.json().detail).toBe(
          'O corpo da requisição está vazio, mas foi declarado como JSON.',
        );
        const texto = await h.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<email>a</email>',
        });
        expect(texto.statusCode).toBe(415);
        expect(texto.json().detail).toMatch(/^Tipo de conteúdo não suportado/);
      });

      it('validação: uma mensagem por campo, com as mensagens que o schema escolheu', async () => {
        const semNome = await h.request('POST', '/api/teste/validacao', { body: {} });
        expect(semNome.statusCode).toBe(400);
        expect(semNome.json()).toMatchObject({
          type: '/problemas/validacao',
          detail: 'Corrija os campos indicados.',
          errors: { nome: 'Informe o nome' },
        });

        const tudoErrado = await h.request('POST', '/api/teste/validacao', {
          body: {
            nome: 'Jo',
            email: 'nao-e-email',
            idade: 10,
            apelido: 'x',
            responsavel: { cpf: '123' },
            contatos: [{ valor: 'ok' }, { valor: '' }],
          },
        });
        expect(tudoErrado.json().errors).toEqual({
          nome: 'Nome deve ter no mínimo 3 caracteres',
          email: 'Email inválido',
          idade: 'Deve ser maior ou igual a 14',
          apelido: 'Apelido inválido',
          'responsavel.cpf': 'CPF inválido',
          'contatos.1.valor': 'Campo obrigatório',
        });

        const tipoErrado = await h.request('POST', '/api/teste/validacao', {
          body: { nome: 'Ana', idade: 'dez' },
        });
        expect(tipoErrado.json().errors).toEqual({ idade: 'Deve ser um número inteiro' });

        const certo = await h.request('POST', '/api/teste/validacao', {
          body: { nome: 'Ana', apelido: null },
        });
        expect(certo.statusCode).toBe(200);
      });

      it('rota desconhecida da API responde 404 problem+json, com ou sem token', async () => {
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          const resposta = await h.request(method, '/api/nao-existe');
          expect(resposta.statusCode).toBe(404);
          expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(resposta.json()).toMatchObject({
            status: 404,
            detail: 'Rota da API não encontrada.',
          });
        }
      });

      it('erro interno responde 500 sem detalhes internos (nem SQL, nem stack)', async () => {
        for (const url of ['/api/teste/falha', '/api/teste/falha-sql']) {
          const resposta = await h.request('GET', url);
          expect(resposta.statusCode).toBe(500);
          expect(resposta.json()).toEqual({
            type: 'about:blank',
            title: 'Erro interno',
            status: 500,
            detail: ERRO_INTERNO,
          });
          expect(resposta.body).not.toMatch(/select|tabela_que_nao_existe|12345678901|at |\.ts/i);
        }
      });
    });

    describe('cabeçalhos e logs', () => {
      it('envia os cabeçalhos de segurança com uma CSP que a SPA aguenta', async () => {
        const resposta = await h.request('GET', '/api/health');
        const csp = String(resposta.headers['content-security-policy']);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(resposta.headers['x-content-type-options']).toBe('nosniff');
        expect(resposta.headers['x-powered-by']).toBeUndefined();
      });

      it('os logs de requisição não levam corpo, token, Authorization nem query string', async () => {
        linhasDeLog.length = 0;
        const login = await h.login(ADMIN_EMAIL, ADMIN_SENHA);
        const { token } = login.json<{ token: string }>();
        await h.request('GET', '/api/auth/me?cpf=98765432100', { token });
        await h.request('GET', '/api/teste/falha-sql');
        const log = linhasDeLog.join('\n');
        expect(log).toContain('"rota":"/api/auth/login"');
        expect(log).toContain('"rota":"/api/auth/me"');
        expect(log).toContain('"status":200');
        expect(log).toContain('"metodo":"POST"');
        expect(log).toContain('tabela_que_nao_existe'); // the failure is logged for operators...
        for (const proibido of [
          ADMIN_SENHA,
          ADMIN_EMAIL,
          token,
          token.split('.')[2]!,
          '98765432100',
          '12345678901',
        ]) {
          expect(log).not.toContain(proibido); // ...but never who, what they typed, or their token
        }
        expect(log.toLowerCase()).not.toContain('authorization');
      });
    });

    describe('GET /api/health', () => {
      it('responde 200 quando o banco responde, sem exigir login', async () => {
        const resposta = await h.request('GET', '/api/health');
        expect(resposta.statusCode).toBe(200);
        expect(resposta.json()).toEqual({ status: 'ok', banco: 'ok' });
      });

      it('responde 503 problem+json quando o banco não responde', async () => {
        const bancoFora = {
          execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
        } as unknown as Database;
        const app = await buildApp({ db: bancoFora, config: configDeTeste(), logger: false });
        try {
          const resposta = semSegredos(await app.inject({ method: 'GET', url: '/api/health' }));
          expect(resposta.statusCode).toBe(503);
          expect(resposta.json()).toMatchObject({
            status: 503,
            title: 'Serviço indisponível',
            detail: 'Banco de dados indisponível. Tente novamente em instantes.',
          });
        } finally {
          await app.close();
        }
      });
    });
  },
  {
    rotas: rotasDeTeste,
    config: { logLevel: 'info' },
    destinoLog: { write: (linha) => linhasDeLog.push(linha) },
  },
);
