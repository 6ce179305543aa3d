import { respostasDeErro } from '../../shared/problem';
import { pluginDeRotas } from '../../shared/plugin';
import {
  Credenciais,
  RespostaLogin,
  RespostaToken,
  SemConteudo,
  TrocaDeSenha,
  UsuarioAtual,
} from './esquemas';
import { alterarSenha, entrar, paraResposta, renovar, sair } from './entrada';

/** Routes a user with a temporary password may still call (see auth/plugin.ts). */
const comSenhaTemporaria = { comSenhaTemporaria: true } as const;

const tags = ['auth'];

export const authRoutes = pluginDeRotas('autenticacao', [], (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { publico: true },
      schema: {
        operationId: 'authLogin',
        tags,
        summary: 'Entrar com e-mail e senha',
        description:
          'Abre uma sessão e devolve um token de 15 minutos. Cinco falhas seguidas bloqueiam a conta por ' +
          '15 minutos; cada IP tem no máximo 10 tentativas por minuto (429 com Retry-After).',
        body: Credenciais,
        response: { 200: RespostaLogin, ...respostasDeErro(400, 401, 403, 429) },
      },
    },
    async (request) => entrar(app, request, request.body.email, request.body.senha),
  );

  app.post(
    '/api/auth/logout',
    {
      config: comSenhaTemporaria,
      schema: {
        operationId: 'authLogout',
        tags,
        summary: 'Sair: encerra a sessão do token',
        response: { 204: SemConteudo, ...respostasDeErro(401) },
      },
    },
    async (request, reply) => {
      await sair(app, request);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: comSenhaTemporaria,
      schema: {
        operationId: 'authMe',
        tags,
        summary: 'O usuário da sessão',
        response: { 200: UsuarioAtual, ...respostasDeErro(401) },
      },
    },
    (request) => ({ ...paraResposta(request.usuario), trocarSenha: request.usuario.trocarSenha }),
  );

  app.post(
    '/api/auth/refresh',
    {
      config: comSenhaTemporaria,
      schema: {
        operationId: 'authRefresh',
        tags,
        summary: 'Renovar o token',
        description:
          'Com um token ainda válido, devolve outro com novo jti; o anterior vale por mais 30 segundos. ' +
          'Nenhum token ultrapassa o limite absoluto de 12 horas da sessão.',
        response: { 200: RespostaToken, ...respostasDeErro(401) },
      },
    },
    async (request) => ({ token: await renovar(app, request) }),
  );

  app.post(
    '/api/auth/senha',
    {
      config: comSenhaTemporaria,
      schema: {
        operationId: 'authAlterarSenha',
        tags,
        summary: 'Trocar a própria senha',
        description:
          'A nova senha tem pelo menos 12 caracteres, não está na lista de senhas comuns e difere da atual. ' +
          'As outras sessões do usuário são encerradas.',
        body: TrocaDeSenha,
        response: { 204: SemConteudo, ...respostasDeErro(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await alterarSenha(app, request, request.body.senhaAtual, request.body.novaSenha);
      return reply.code(204).send(null);
    },
  );
});
