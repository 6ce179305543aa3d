// Plain data the auth lifecycle carries. Everything here is serializable: it lives in Redux state
// and in Redux actions, and must replay identically from an action log.

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
