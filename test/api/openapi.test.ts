// The OpenAPI document is a contract: the client's endpoints are generated from it per tag, and
// the walk below sends every documented operation with every role, so a route added by a later
// issue is checked for 401/403 without anyone writing a test for it.
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { forEachEngine } from '../support/api-harness';
import { FUNCOES_PADRAO } from '../../server/shared/permissoes';

interface Operacao {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-permissao'?: string;
  responses?: Record<string, unknown>;
}
type Documento = {
  paths: Record<string, Record<string, Operacao>>;
  components: { schemas: Record<string, unknown> };
};

/** Method + path of every route the app serves under /api, read from Fastify's route tree. */
function rotasDaApi(app: FastifyInstance): string[] {
  const caminhos: string[] = [];
  const pilha: string[] = [];
  for (const linha of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const marca = linha.indexOf('── ');
    if (marca < 0) continue;
    const nivel = marca / 4;
    const [, segmento, metodos] = /^(.*?) \(([A-Z, ]+)\)$/.exec(linha.slice(marca + 3)) ?? [];
    if (segmento === undefined || metodos === undefined) continue;
    const caminho = (nivel > 0 ? (pilha[nivel - 1] ?? '') : '') + segmento;
    pilha[nivel] = caminho;
    for (const metodo of metodos.split(', ')) {
      if (metodo !== 'HEAD') caminhos.push(`${metodo} ${caminho}`);
    }
  }
  return caminhos.filter((r) => r.split(' ')[1]?.startsWith('/api/') && !r.includes('/api/docs'));
}

const operacoes = (doc: Documento) =>
  Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ metodo: metodo.toUpperCase(), caminho, op })),
  );

/** A concrete URL for a documented path: parameters become an id nobody has. */
const urlDe = (caminho: string) => caminho.replace(/\{[^}]+\}/g, '999999');

forEachEngine('documento OpenAPI', (h) => {
  let doc: Documento;
  beforeAll(async () => {
    const resposta = await h.request('GET', '/api/docs/json');
    expect(resposta.statusCode).toBe(200);
    doc = resposta.json<Documento>();
  });

  it('um endereço conhecido com o método errado é 405 com Allow, em problem+json e português', async () => {
    const token = await h.tokenPara((await h.createUser('administrador')).id);
    const resposta = await h.request('DELETE', '/api/contratos/1', { token });
    expect(resposta.statusCode).toBe(405);
    expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(resposta.headers.allow).toBe('GET, HEAD, PUT');
    expect(resposta.json<{ detail: string }>().detail).toBe(
      'Este endereço não aceita DELETE: use GET, HEAD, PUT.',
    );
    const desconhecido = await h.request('DELETE', '/api/nao-existe', { token });
    expect(desconhecido.statusCode).toBe(404);
  });

  it('todo 401 diz como se autenticar (WWW-Authenticate), inclusive o do login', async () => {
    const semToken = await h.request('GET', '/api/educadores');
    expect(semToken.statusCode).toBe(401);
    expect(semToken.headers['www-authenticate']).toBe('Bearer realm="aprendiz"');
    const senhaErrada = await h.login('ninguem@teste.local', 'senha-errada-123');
    expect(senhaErrada.statusCode).toBe(401);
    expect(senhaErrada.headers['www-authenticate']).toBe('Bearer realm="aprendiz"');
  });

  it('a página de documentação abre sem login', async () => {
    const resposta = await h.request('GET', '/api/docs');
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toMatch(/text\/html/);
    expect(resposta.body).toContain('swagger');
  });

  it('é OpenAPI 3.0 válido para um validador padrão (mensagens dos campos como x-errorMessage)', async () => {
    // Other tools generate clients from this document too: it must pass a standard validator.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('"errorMessage"');
    expect(JSON.stringify(doc)).toContain('"x-errorMessage"');
  });

  it('documenta todas as rotas da API, cada uma com operationId único e uma tag', () => {
    const documentadas = operacoes(doc).map(
      (o) => `${o.metodo} ${o.caminho.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(documentadas.sort()).toEqual(rotasDaApi(h.app).sort());
    const ids = operacoes(doc).map((o) => o.op.operationId);
    for (const { op, caminho } of operacoes(doc)) {
      expect({ caminho, operationId: op.operationId }).toEqual({
        caminho,
        operationId: expect.stringMatching(/^[a-z][A-Za-z]+$/),
      });
      expect({ caminho, tags: op.tags }).toEqual({ caminho, tags: [expect.any(String)] });
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('traz os operationIds e tags das rotas desta fundação', () => {
    const porId = Object.fromEntries(
      operacoes(doc).map((o) => [
        o.op.operationId,
        `${o.metodo} ${o.caminho} ${o.op.tags?.join()}`,
      ]),
    );
    expect(porId).toMatchObject({
      health: 'GET /api/health sistema',
      authLogin: 'POST /api/auth/login auth',
      authLogout: 'POST /api/auth/logout auth',
      authMe: 'GET /api/auth/me auth',
      authRefresh: 'POST /api/auth/refresh auth',
      authAlterarSenha: 'POST /api/auth/senha auth',
    });
  });

  it('marca a segurança de cada operação: vazia nas públicas, Bearer nas demais', () => {
    for (const { op } of operacoes(doc)) {
      // The partner portal's operations (issue 36) are authenticated by the signed link only.
      const publica =
        ['health', 'authLogin', 'documentoVerificar'].includes(op.operationId ?? '') ||
        /^portal[A-Z]/.test(op.operationId ?? '');
      expect({ id: op.operationId, security: op.security }).toEqual({
        id: op.operationId,
        security: publica ? [] : [{ bearerAuth: [] }],
      });
    }
  });

  it('erros documentados apontam para o schema Problem compartilhado', () => {
    expect(doc.components.schemas).toHaveProperty('Problem');
    const login = doc.paths['/api/auth/login']?.post;
    expect(JSON.stringify(login?.responses?.['401'])).toContain('#/components/schemas/Problem');
    expect(JSON.stringify(doc)).not.toMatch(/def-\d/);
  });

  it('percorre cada operação com cada função: 401 sem token, 403 só para quem não tem a permissão', async () => {
    const pessoas = await Promise.all(
      FUNCOES_PADRAO.map(async (funcao) => ({ funcao, usuario: await h.createUser(funcao.chave) })),
    );
    for (const { metodo, caminho, op } of operacoes(doc)) {
      if (op.security?.length === 0) continue;
      const method = metodo as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const body = metodo === 'GET' ? undefined : {};
      const semToken = await h.request(method, urlDe(caminho), { body });
      expect({ op: op.operationId, status: semToken.statusCode }).toEqual({
        op: op.operationId,
        status: 401,
      });

      for (const { funcao, usuario } of pessoas) {
        // A fresh session per call: an operation such as logout may end the one it was given.
        const token = await h.tokenPara(usuario.id);
        const resposta = await h.request(method, urlDe(caminho), { token, body });
        const permissao = op['x-permissao'];
        const permitida = permissao === undefined || funcao.permissoes.some((p) => p === permissao);
        // The record rule's 403 (issue 31: an educator and a class not theirs) comes after the
        // permission passed; escopo-educador.test.ts walks that rule.
        const foraDoEscopo =
          resposta.statusCode === 403 &&
          resposta.json<{ type: string }>().type === '/problemas/fora-das-suas-turmas';
        const obtido =
          resposta.statusCode === 403 && !foraDoEscopo
            ? 403
            : resposta.statusCode === 401
              ? 401
              : 'passa';
        expect({ op: op.operationId, funcao: funcao.chave, status: obtido }).toEqual({
          op: op.operationId,
          funcao: funcao.chave,
          status: permitida ? 'passa' : 403,
        });
      }
    }
  }, 120_000);
});
