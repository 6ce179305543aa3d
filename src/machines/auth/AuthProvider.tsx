// React's view of the auth machine: state read from the store, intents dispatched as 'auth.*'
// events. Screens use useAuth(); none of them talks to the machine or the session directly.
import { useMemo, type ReactNode } from 'react';
import { authEntrar, authSair } from '../../store/eventosDaSessao';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTemSessao, selectUsuario } from '../../store/session';
import { AuthContext, type AuthContextValue } from './AuthContext';
import { useEstadoDaAuth } from './efeitos';

const DENTRO = new Set(['signedIn', 'refreshing', 'signingOut']);

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { value: estado, context } = useEstadoDaAuth();
  const usuario = useAppSelector(selectUsuario);
  const temSessao = useAppSelector(selectTemSessao);

  const valor = useMemo<AuthContextValue>(
    () => ({
      estado,
      usuario,
      autenticado: temSessao && DENTRO.has(estado),
      verificando: estado === 'checking',
      entrando: estado === 'signingIn',
      erro: context.erro,
      aviso: context.aviso,
      entrar: (email, senha) => dispatch(authEntrar({ email, senha })),
      sair: () => dispatch(authSair()),
      temPermissao: (p) => usuario?.permissoes.includes(p) ?? false,
    }),
    [dispatch, estado, context, usuario, temSessao],
  );

  return <AuthContext value={valor}>{children}</AuthContext>;
}
