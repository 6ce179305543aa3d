// Authentication is on by default for every /api route. One onRequest hook checks the token, the
// server-side session and the user, then the route's permission:
//   config: { publico: true }            -> no check (login, health, docs)
//   config: { permissao: 'area:acao' }   -> 403 unless the user's função holds it
//   config: { comSenhaTemporaria: true } -> open to a user who must still change a temporary
//                                           password (every other route: 403 until they do)
import jwt from '@fastify/jwt';
import { createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { criarCacheDeSessoes, type CacheDeSessoes } from './cache-sessoes';
import { MENSAGENS_AUTH } from './mensagens';
import { ehPermissao } from '../../shared/permissoes';
import { sessaoComUsuario } from './consultas';
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

type Verificador = (token: string) => PayloadToken;

/**
 * Built once: @fastify/jwt builds a new verifier (and imports the key again) on every call that
 * passes options, and the app's clock is such an option. Expiry is checked here against that
 * clock instead, exactly as fast-jwt does it (valid up to and including the `exp` second).
 */
function criarVerificador(segredo: string): Verificador {
  const verificar = createVerifier({
    key: segredo,
    // The allow-list is what rejects `alg: none` and algorithm-confusion tokens.
    algorithms: ['HS256'],
    allowedIss: EMISSOR,
    allowedAud: AUDIENCIA,
    requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub', 'sid', 'jti'],
    ignoreExpiration: true,
    // A token verified once is not verified again (HMAC, decoding, claims: ~4% of the server's CPU
    // on a list page). fast-jwt keys it by the token's SHA-256 (its own key builder: a custom one
    // is the kind of key collision its advisory warns about); the expiry above and the session
    // check (revocation, deactivation) still run on every request.
    cache: 1000,
  });
  return (token) => verificar(token) as PayloadToken;
}

function verificarToken(app: FastifyInstance, verificar: Verificador, token: string): PayloadToken {
  try {
    const payload = verificar(token);
    // The app's clock, not Date.now(): expiry must follow the same time as the sessions.
    const vigente = typeof payload.exp === 'number' && app.agora().getTime() <= payload.exp * 1000;
    // Claims of another type would reach SQL as the wrong type: refuse them here.
    const tipos = [payload.sub, payload.sid, payload.jti].every((c) => typeof c === 'string');
    if (vigente && tipos) return payload;
  } catch {
    // Any verification failure reads the same to the client.
  }
  throw sessaoInvalida();
}

interface Autenticacao {
  usuario: UsuarioAutenticado;
  sessao: SessaoAtual;
}

async function autenticar(
  app: FastifyInstance,
  request: FastifyRequest,
  verificar: Verificador,
  cache: CacheDeSessoes,
): Promise<Autenticacao> {
  const payload = verificarToken(app, verificar, tokenDoCabecalho(request));
  const sessao = await cache.ler(payload.sid, () => sessaoComUsuario(app.db, payload.sid));
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
    // Only signs: tokens are checked by criarVerificador.
    sign: { algorithm: 'HS256', iss: EMISSOR, aud: AUDIENCIA },
  });

  const verificar = criarVerificador(app.config.jwtSecret);
  const cache = criarCacheDeSessoes(app.agora);
  // Whatever a writing request changed (a sign-out, a user, a função) holds for the next request:
  // forgotten before its answer leaves, and again when it ends (a streamed answer leaves first).
  const podeTerEscrito = (request: FastifyRequest) =>
    request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  app.addHook('onSend', (request, _reply, corpo, seguir) => {
    if (podeTerEscrito(request)) cache.esquecer();
    seguir(null, corpo);
  });
  app.addHook('onResponse', (request, _reply, seguir) => {
    if (podeTerEscrito(request)) cache.esquecer();
    seguir();
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
    const { usuario, sessao } = await autenticar(app, request, verificar, cache);
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
