import { use } from 'react';
import { AuthContext, MENSAGEM_FORA_DO_PROVIDER, type AuthContextValue } from './AuthContext';

/** The signed-in person and the sign-in/sign-out intents. Throws outside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const valor = use(AuthContext);
  if (!valor) throw new Error(MENSAGEM_FORA_DO_PROVIDER);
  return valor;
}
