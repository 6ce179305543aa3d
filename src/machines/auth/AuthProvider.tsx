// React's view of the auth machine: state read from the store, intents dispatched as 'auth.*'
// events. Screens use useAuth(); none of them talks to the machine or the session directly.
import { useMemo, useState, type ReactNode } from 'react';
import type { ErroAuth } from '../../store/eventosDaSessao';
import { authEntrar, authSair } from '../../store/eventosDaSessao';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectTemSessao, selectUsuario } from '../../store/session';
import type { RootState } from '../../store/store';
import { AuthContext, type AuthContextValue } from './AuthContext';
import type { AuthState } from './authMachine';
import { iniciarAuth } from './carregarAuth';
import { SEM_CONEXAO } from './semConexao';

const DENTRO = new Set(['signedIn', 'refreshing', 'signingOut']);
const SEM_MENSAGENS: AuthState['context'] = { erro: null, aviso: null };
const VERIFICANDO: AuthState = { value: 'checking', context: SEM_MENSAGENS };
const FORA: AuthState = { value: 'signedOut', context: SEM_MENSAGENS };

/**
 * The machine's state. Before its chunk loads (carregarAuth.ts) no 'auth.*' event has run: with a
 * stored session (read before the store exists) the machine is loading to check it, so its
 * initial 'checking'; without one, where auth.iniciar will take it, 'signedOut' (the sign-in
 * form, which loads the machine on submit).
 */
function selectEstadoDaAuth(s: RootState): AuthState {
  const maquina = (s as Partial<RootState>).auth;
  if (maquina) return maquina;
  return selectTemSessao(s) ? VERIFICANDO : FORA;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { value: estado, context } = useAppSelector(selectEstadoDaAuth);
  const usuario = useAppSelector(selectUsuario);
  const temSessao = useAppSelector(selectTemSessao);
  // The machine's chunk could not be fetched at submit (offline without the service worker, or a
  // deploy removed it and the one reload did not help): no machine ran, so say it here.
  const [semMaquina, setSemMaquina] = useState<ErroAuth | null>(null);

  const valor = useMemo<AuthContextValue>(
    () => ({
      estado,
      usuario,
      autenticado: temSessao && DENTRO.has(estado),
      verificando: estado === 'checking',
      entrando: estado === 'signingIn',
      erro: context.erro ?? semMaquina,
      aviso: context.aviso,
      entrar: (email, senha) => {
        setSemMaquina(null);
        void dispatch(iniciarAuth()).then(
          () => dispatch(authEntrar({ email, senha })),
          () => {
            setSemMaquina(SEM_CONEXAO);
          },
        );
      },
      sair: () => dispatch(authSair()),
      temPermissao: (p) => usuario?.permissoes.includes(p) ?? false,
    }),
    [dispatch, estado, context, usuario, temSessao, semMaquina],
  );

  return <AuthContext value={valor}>{children}</AuthContext>;
}
