import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { configDeTeste, forEachEngine } from '../support/api-harness';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import {
  FUNCOES_PADRAO,
  TODAS_PERMISSOES,
  type ChaveFuncao,
  type Permissao,
} from '../../server/shared/permissoes';

const SEM_PERMISSAO = 'Você não tem permissão para realizar esta ação.';

function rotasDeTeste(app: FastifyInstance): void {
  const rota = (url: string, permissao: Permissao) =>
    app.get(
      url,
      {
        config: { permissao },
        schema: {
          operationId: `teste${permissao.replace(/[^a-z]/g, '')}`,
          tags: ['teste'],
          response: { 200: Type.Object({ ok: Type.Boolean() }) },
        },
      },
      () => ({ ok: true }),
    );
  rota('/api/teste/usuarios', 'usuarios:admin');
  rota('/api/teste/beneficios', 'beneficios:escrever');
}

const temPermissao = (funcao: ChaveFuncao, permissao: Permissao) =>
  FUNCOES_PADRAO.find((f) => f.chave === funcao)?.permissoes.includes(permissao) ?? false;

forEachEngine(
  'funções e permissões',
  (h) => {
    it.each(FUNCOES_PADRAO.map((f) => [f.chave, f] as const))(
      'a função %s entra com userType e as permissões semeadas',
      async (chave, funcao) => {
        const usuario = await h.createUser(chave);
        const resposta = await h.login(usuario.email, usuario.senha);
        expect(resposta.statusCode).toBe(200);
        const { user } = resposta.json<{ user: { userType: string; permissoes: string[] } }>();
        expect(user.userType).toBe(chave);
        expect([...user.permissoes].sort()).toEqual([...funcao.permissoes].sort());
      },
    );

    it('o administrador tem todo o catálogo; só ele administra usuários', () => {
      const admin = FUNCOES_PADRAO.find((f) => f.chave === 'administrador')!;
      expect([...admin.permissoes].sort()).toEqual([...TODAS_PERMISSOES].sort());
      const comUsuariosAdmin = FUNCOES_PADRAO.filter((f) =>
        f.permissoes.includes('usuarios:admin'),
      );
      expect(comUsuariosAdmin.map((f) => f.chave)).toEqual(['administrador']);
    });

    it.each([
      ['/api/teste/usuarios', 'usuarios:admin'],
      ['/api/teste/beneficios', 'beneficios:escrever'],
    ] as const)('%s exige %s: 403 problem+json para quem não tem', async (url, permissao) => {
      for (const funcao of FUNCOES_PADRAO) {
        const usuario = await h.createUser(funcao.chave);
        const resposta = await h.request('GET', url, { token: await h.tokenPara(usuario.id) });
        if (temPermissao(funcao.chave, permissao)) {
          expect(resposta.statusCode).toBe(200);
        } else {
          expect(resposta.statusCode).toBe(403);
          expect(resposta.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(resposta.json()).toMatchObject({
            status: 403,
            title: 'Acesso negado',
            detail: SEM_PERMISSAO,
          });
        }
      }
    });

    it('sem token, uma rota com permissão responde 401 (não 403)', async () => {
      expect((await h.request('GET', '/api/teste/usuarios')).statusCode).toBe(401);
    });
  },
  { rotas: rotasDeTeste },
);

describe('declaração de permissão', () => {
  it('uma permissão fora do catálogo impede o servidor de subir', async () => {
    const app = await buildApp({
      db: {} as unknown as Database,
      config: configDeTeste(),
      logger: false,
    });
    try {
      expect(() =>
        app.get(
          '/api/teste/erro',
          { config: { permissao: 'aprendizes:apagar' as Permissao } },
          () => ({}),
        ),
      ).toThrow('permissão desconhecida "aprendizes:apagar"');
    } finally {
      await app.close();
    }
  });
});
