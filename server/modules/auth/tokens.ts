// The access token: a short-lived JWT bound to a server-side session (sid) and to the session's
// current jti, so that logout, rotation and deactivation take effect on the next request.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const EMISSOR = 'aprendiz-backoffice';
export const AUDIENCIA = 'aprendiz-backoffice-api';

/** How long a rotated-out jti still works, for requests already in flight when it rotated. */
export const CARENCIA_ROTACAO_MS = 30_000;

export const novoId = () => randomUUID();

interface Assinatura {
  usuarioId: number;
  sessaoId: string;
  jti: string;
  /** The session's absolute end: no token outlives it. */
  sessaoExpiraEm: Date;
  /**
   * The request's one instant: the caller's, not a second reading of the clock, so a sign-in
   * that crosses a second boundary does not issue a token whose iat is after its session began.
   */
  agora: Date;
}

export function assinarToken(app: FastifyInstance, dados: Assinatura): string {
  const iat = Math.floor(dados.agora.getTime() / 1000);
  const exp = Math.min(
    iat + app.config.tokenMinutos * 60,
    Math.floor(dados.sessaoExpiraEm.getTime() / 1000),
  );
  return app.jwt.sign({
    sub: String(dados.usuarioId),
    sid: dados.sessaoId,
    jti: dados.jti,
    iat,
    exp,
  });
}
