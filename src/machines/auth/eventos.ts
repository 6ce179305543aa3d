// The auth machine's events ARE Redux actions (dot names, 'auth.<evento>'), so Redux DevTools shows
// and replays the whole sign-in lifecycle. Effects (calls, timers) dispatch the *.ou/*.ado events.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ErroAuth, UsuarioSessao } from './tipos';

/** createAction with the literal type kept, so the machine can tell its events apart. */
const evento =
  <T extends string>(type: T) =>
  <P = void>() =>
    createAction<P, T>(type);

/** The app started and the persisted session was read: is there a token and a user? */
export const authIniciar = evento('auth.iniciar')<{ temSessao: boolean }>();
/** The person submitted the sign-in form. The password travels only in this action. */
export const authEntrar = evento('auth.entrar')<{ email: string; senha: string }>();
export const authEntrou = evento('auth.entrou')<{ token: string; user: UsuarioSessao }>();
export const authFalhou = evento('auth.falhou')<ErroAuth>();
/** GET /api/auth/me confirmed the stored session. */
export const authSessaoValida = evento('auth.sessaoValida')<{ user: UsuarioSessao }>();
/** GET /api/auth/me could not answer (network, 5xx): keep the stored session for now. */
export const authVerificacaoIndisponivel = evento('auth.verificacaoIndisponivel')();
/** The refresh timer fired (about a minute before the token expires). */
export const authRenovar = evento('auth.renovar')();
export const authRenovado = evento('auth.renovado')<{ token: string }>();
export const authRenovacaoFalhou = evento('auth.renovacaoFalhou')();
export const authSair = evento('auth.sair')();
/** Sign-out finished, whatever the server answered. */
export const authSaiu = evento('auth.saiu')();
/** Any call answered 401: the session is gone. */
export const authSessaoExpirada = evento('auth.sessaoExpirada')();
/** The user's own data changed (e.g. after changing the password). */
export const authUsuarioAtualizado = evento('auth.usuarioAtualizado')<{ user: UsuarioSessao }>();

const criadores = [
  authIniciar,
  authEntrar,
  authEntrou,
  authFalhou,
  authSessaoValida,
  authVerificacaoIndisponivel,
  authRenovar,
  authRenovado,
  authRenovacaoFalhou,
  authSair,
  authSaiu,
  authSessaoExpirada,
  authUsuarioAtualizado,
] as const;

export type AuthEvent = ReturnType<(typeof criadores)[number]>;

const tipos: ReadonlySet<string> = new Set(criadores.map((c) => c.type));

export const ehEventoAuth = (action: UnknownAction): action is AuthEvent => tipos.has(action.type);
