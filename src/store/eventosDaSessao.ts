// The sign-in lifecycle's events ('auth.<evento>') and the plain data they carry. The auth machine
// (machines/auth) takes all of them; the session slice and baseQuery depend on some. They live in
// the store because the machines import the store (requisitar, hooks, injection), so the store
// importing a machine would close a cycle. Effects (calls, timers) dispatch the *.ou/*.ado events.
import { evento, type EventosDe } from './evento';

/** The signed-in person as the API describes them (POST /api/auth/login, GET /api/auth/me). */
export interface UsuarioSessao {
  id: number;
  nome: string;
  email: string;
  /** The key of the user's função (administrador, coordenacao, ...). */
  userType: string;
  permissoes: string[];
  /** GET /api/auth/me says so when the password must be changed (e.g. it was set by an admin). */
  trocarSenha?: boolean;
}

/** What the sign-in screen shows when an attempt fails; never contains the password. */
export interface ErroAuth {
  titulo?: string;
  mensagem: string;
}

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

export type AuthEvent = EventosDe<typeof import('./eventosDaSessao')>;
