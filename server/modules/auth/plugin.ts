// Authentication is on by default for every /api route. One onRequest hook checks the token, the
// server-side session and the user, then the route's permission:
//   config: { publico: true }            -> no check (login, health, docs)
//   config: { permissao: 'area:acao' }   -> 403 unless the user's função holds it
//   config: { comSenhaTemporaria: true } -> open to a user who must still change a temporary
//                                           password (every other route: 403 until they do)
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MENSAGENS_AUTH } from './mensagens';
import { ehPermissao } from '../../shared/permissoes';
import { sessaoComUsuario } from './repository';
import { AUDIENCIA, EMISSOR } from './tokens';
import { problema } from '../../shared/problem';
import type { PayloadToken, SessaoAtual, UsuarioAutenticado } from '../../tipos-fastify';

const naoAutenticado = (detalhe: string, erro?: 'invalid_token') =>
  problema(401, detalhe, undefined, {
    tipo: erro ? '/problemas/sessao-invalida' : '/problemas/nao-autenticado',
    cabecalhos: {
      'www-authenticate': erro
        ? `Bearer realm="aprendiz", error="${erro}"`
        : 'Bearer realm="aprendiz"',
    },
  });

const sessaoInvalida = () => naoAutenticado(MENSAGENS_AUTH.sessaoInvalida, 'invalid_token');

function tokenDoCabecalho(request: FastifyRequest): string {
  const cabecalho = request.headers.authorization;
  const [esquema, token, ...resto] = cabecalho?.split(' ') ?? [];
  if (esquema?.toLowerCase() !== 'bearer' || !token || resto.length > 0) {
    throw naoAutenticado(MENSAGENS_AUTH.naoAutenticado);
  }
  return token;
}

function verificarToken(app: FastifyInstance, token: string): PayloadToken {
  try {
    // The app's clock, not Date.now(): expiry must follow the same time as the sessions.
    const payload = app.jwt.verify<PayloadToken>(token, { clockTimestamp: app.agora().getTime() });
    // Claims of another type would reach SQL as the wrong type: refuse them here.
    if ([payload.sub, payload.sid, payload.jti].every((c) => typeof c === 'string')) return payload;
  } catch {
    // Any verification failure reads the same to the client.
  }
  throw sessaoInvalida();
}

interface Autenticacao {
  usuario: UsuarioAutenticado;
  sessao: SessaoAtual;
}

export async function autenticar(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Autenticacao> {
  const payload = verificarToken(app, tokenDoCabecalho(request));
  const sessao = await sessaoComUsuario(app.db, payload.sid);
  const agora = app.agora();
  const jtiValido =
    sessao?.jti === payload.jti ||
    (sessao?.jtiAnterior === payload.jti &&
      sessao.jtiAnteriorAte !== null &&
      sessao.jtiAnteriorAte > agora);
  if (
    !sessao ||
    String(sessao.usuarioId) !== payload.sub ||
    sessao.revogadaEm !== null ||
    sessao.expiraEm <= agora ||
    !jtiValido ||
    !sessao.ativo
  ) {
    throw sessaoInvalida();
  }
  return {
    usuario: {
      id: sessao.id,
      nome: sessao.nome,
      email: sessao.email,
      funcao: sessao.funcao,
      permissoes: sessao.permissoes,
      trocarSenha: sessao.trocarSenha,
      sessaoId: sessao.sessaoId,
    },
    sessao: {
      id: sessao.sessaoId,
      jtiDoToken: payload.jti,
      jtiAtual: sessao.jti,
      expiraEm: sessao.expiraEm,
    },
  };
}

async function auth(app: FastifyInstance): Promise<void> {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', iss: EMISSOR, aud: AUDIENCIA },
    verify: {
      // The allow-list is what rejects `alg: none` and algorithm-confusion tokens.
      algorithms: ['HS256'],
      allowedIss: EMISSOR,
      allowedAud: AUDIENCIA,
      requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub', 'sid', 'jti'],
    },
  });

  // Declared non-null in tipos-fastify.ts: handlers of private routes always have them.
  app.decorateRequest('usuario', null as unknown as UsuarioAutenticado);
  app.decorateRequest('sessao', null as unknown as SessaoAtual);

  // A typo in a permission name would otherwise lock everybody out of that route at run time.
  app.addHook('onRoute', (rota) => {
    const permissao = rota.config?.permissao;
    if (permissao !== undefined && !ehPermissao(permissao)) {
      throw new Error(
        `Rota ${rota.method.toString()} ${rota.url}: permissão desconhecida "${String(permissao)}"`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const rota = request.routeOptions.url;
    // Only matched /api routes: SPA files are public and unknown paths answer 404.
    if (rota === undefined || !rota.startsWith('/api/')) return;
    const { publico, permissao } = request.routeOptions.config;
    if (publico === true) return;
    const { usuario, sessao } = await autenticar(app, request);
    request.usuario = usuario;
    request.sessao = sessao;
    // A temporary password (set by an administrator) opens nothing but its own change: on the
    // server, so a client that skips /perfil gets no further.
    if (usuario.trocarSenha && request.routeOptions.config.comSenhaTemporaria !== true) {
      throw problema(403, MENSAGENS_AUTH.trocarSenhaTemporaria, undefined, {
        tipo: '/problemas/trocar-senha',
      });
    }
    if (permissao !== undefined && !request.usuario.permissoes.includes(permissao)) {
      throw problema(403, MENSAGENS_AUTH.semPermissao, undefined, {
        tipo: '/problemas/sem-permissao',
      });
    }
  });
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] });
