// What the server adds to Fastify's types: the decorations of buildApp, the signed-in user on the
// request and the two route options the auth hook reads.
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { RecursoComEscopo } from './shared/escopo';
import type { Executor } from './shared/executor';
import type { Permissao } from './shared/permissoes';

/** A hook of an evaluation's application, inside its transaction (see avisoDeAplicacao). */
export type AoAplicarAvaliacao = (
  tx: Executor,
  aplicadas: {
    tipo: string;
    prazo: string;
    hoje: string;
    agora: Date;
    criadas: readonly { id: number; aprendizId: number }[];
  },
) => Promise<unknown>;

export interface UsuarioAutenticado {
  id: number;
  nome: string;
  email: string;
  /** Key of the user's função (administrador, coordenacao...): the seed's userType. */
  funcao: string;
  permissoes: Permissao[];
  trocarSenha: boolean;
  sessaoId: string;
}

/** The server-side session behind the request's token (refresh needs it). */
export interface SessaoAtual {
  id: string;
  /** jti of the token this request came with: the current one, or the previous during grace. */
  jtiDoToken: string;
  jtiAtual: string;
  expiraEm: Date;
}

export interface PayloadToken {
  sub: string;
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** The server's clock; tests replace it to cross expiry limits without waiting. */
    agora: () => Date;
    /** The methods a known /api path has (plugins/metodos.ts); empty for an unknown path. */
    metodosPermitidos: (url: string) => string[];
    /**
     * What else applying an evaluation writes in its transaction, for a request from `origem`
     * (the partner portal's "avaliação solicitada" e-mails, issue 36: decorated by that module, so
     * the evaluations do not import it). undefined when there is nothing to do.
     */
    avisoDeAplicacao?: (origem: string) => Promise<AoAplicarAvaliacao | undefined>;
  }

  interface FastifyRequest {
    /** Set by modules/auth/plugin.ts on every authenticated route; absent on public ones. */
    usuario: UsuarioAutenticado;
    /** Set together with `usuario`. */
    sessao: SessaoAtual;
  }

  interface FastifyContextConfig {
    /** true: reachable without signing in (login, health, docs). Routes are private by default. */
    publico?: boolean;
    /** The permission the signed-in user's função must hold; 403 otherwise. */
    permissao?: Permissao;
    /**
     * true: reachable by a user who still holds a temporary password (sign-out, who am I, token
     * renewal, the password change). Every other route answers 403 until they change it.
     */
    comSenhaTemporaria?: boolean;
    /**
     * The record rule (plugins/escopo.ts): which field (path, query or body) holds which
     * class-bound resource's id; a reader whose reach does not include it gets 403.
     */
    escopo?: Readonly<Record<string, RecursoComEscopo>>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: PayloadToken;
  }
}
