// The sign-in lifecycle. The machine only decides; it never performs anything itself. Named actions
// without implementation (verificarSessao, entrarNoServidor, ...) are effects: the pure `transition`
// returns them and the listener middleware (efeitos.ts) performs them. `assign` actions only touch
// the machine's own context, which is plain data kept in Redux. Its events are the session's
// ('auth.*', store/eventosDaSessao.ts): the session slice changes with them too.
import { assign, setup } from 'xstate';
import type { AuthEvent, ErroAuth } from '../../store/eventosDaSessao';
import { acoesDeEfeito, maquinaComoReducer, type EstadoDe } from '../kit/maquinaComoReducer';

export interface AuthContext {
  erro: ErroAuth | null;
  /** A notice for the sign-in screen, e.g. why the person was sent back to it. */
  aviso: string | null;
}

export const AVISO_SESSAO_EXPIRADA = 'Sua sessão expirou ou foi encerrada. Entre novamente.';

export const authMachine = setup({
  types: { context: {} as AuthContext, events: {} as AuthEvent },
  actions: {
    ...acoesDeEfeito(
      'verificarSessao',
      'entrarNoServidor',
      'agendarRenovacao',
      'cancelarRenovacao',
      'renovarToken',
      'sairNoServidor',
      'irParaLogin',
    ),
    limparMensagens: assign({ erro: null, aviso: null }),
    guardarErro: assign({
      erro: ({ event }) => (event.type === 'auth.falhou' ? event.payload : null),
    }),
    avisarSessaoExpirada: assign({ aviso: AVISO_SESSAO_EXPIRADA }),
  },
  guards: {
    temSessaoGuardada: ({ event }) => event.type === 'auth.iniciar' && event.payload.temSessao,
  },
}).createMachine({
  id: 'auth',
  initial: 'checking',
  context: { erro: null, aviso: null },
  on: {
    // A 401 can arrive in any state (a call in flight, the session check, a refresh).
    'auth.sessaoExpirada': {
      target: '.signedOut',
      actions: ['avisarSessaoExpirada', 'irParaLogin'],
    },
  },
  states: {
    checking: {
      on: {
        'auth.iniciar': [
          { guard: 'temSessaoGuardada', actions: 'verificarSessao' },
          { target: 'signedOut' },
        ],
        'auth.sessaoValida': 'signedIn',
        // Offline or server down at start: trust the stored session; the first 401 ends it.
        'auth.verificacaoIndisponivel': 'signedIn',
      },
    },
    signedOut: {
      on: { 'auth.entrar': { target: 'signingIn', actions: 'limparMensagens' } },
    },
    signingIn: {
      entry: 'entrarNoServidor',
      on: {
        'auth.entrou': 'signedIn',
        'auth.falhou': { target: 'signedOut', actions: 'guardarErro' },
      },
    },
    signedIn: {
      entry: 'agendarRenovacao',
      exit: 'cancelarRenovacao',
      on: {
        'auth.renovar': 'refreshing',
        'auth.sair': 'signingOut',
      },
    },
    refreshing: {
      entry: 'renovarToken',
      on: {
        'auth.renovado': 'signedIn',
        // Still signed in with the current token; signedIn schedules another try.
        'auth.renovacaoFalhou': 'signedIn',
        'auth.sair': 'signingOut',
      },
    },
    signingOut: {
      entry: 'sairNoServidor',
      on: { 'auth.saiu': { target: 'signedOut', actions: 'irParaLogin' } },
    },
  },
});

export const auth = maquinaComoReducer(authMachine);
export type AuthState = EstadoDe<typeof authMachine>;
export type AuthEstado = AuthState['value'];
