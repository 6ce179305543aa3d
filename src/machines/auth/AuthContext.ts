import { createContext } from 'react';
import type { ErroAuth, UsuarioSessao } from '../../store/eventosDaSessao';
import type { AuthEstado } from './authMachine';

export interface AuthContextValue {
  estado: AuthEstado;
  usuario: UsuarioSessao | null;
  /** Signed in: a token and a user, and the machine past the session check. */
  autenticado: boolean;
  /** The stored session is being checked (the whole screen shows 'Carregando...'). */
  verificando: boolean;
  entrando: boolean;
  erro: ErroAuth | null;
  aviso: string | null;
  entrar: (email: string, senha: string) => void;
  sair: () => void;
  temPermissao: (permissao: string) => boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const MENSAGEM_FORA_DO_PROVIDER = 'useAuth deve ser usado dentro do AuthProvider.';
