// The auth machine's effects, run by the listener middleware. For every 'auth.*' action the
// listener asks the pure `transition` which effects the machine wants (entry/exit/transition
// actions) and performs them here; results come back as new 'auth.*' actions.
import type {
  ListenerEffectAPI,
  ThunkDispatch,
  TypedStartListening,
  UnknownAction,
} from '@reduxjs/toolkit';
import { limparCacheDaApi } from '../../store/apiCache';
import { requisitar } from '../../store/requisitar';
import type { SessaoState } from '../../store/session';
import { proximo, snapshotDe, type AuthState } from './authSlice';
import { erroDeLogin } from './errosDeLogin';
import {
  authEntrou,
  authFalhou,
  authRenovacaoFalhou,
  authRenovado,
  authRenovar,
  authSaiu,
  authSessaoExpirada,
  authSessaoValida,
  authVerificacaoIndisponivel,
  ehEventoAuth,
  type AuthEvent,
} from './eventos';
import { atrasoAteRenovar } from './jwt';
import type { UsuarioSessao } from './tipos';

interface EstadoComAuth {
  auth: AuthState;
  sessao: SessaoState;
}
type Dispatch = ThunkDispatch<EstadoComAuth, unknown, UnknownAction>;
type Api = ListenerEffectAPI<EstadoComAuth, Dispatch>;
type Efeito = (evento: AuthEvent, api: Api) => Promise<void> | void;

export interface DependenciasAuth {
  /** Sends the browser somewhere (the app passes the router's navigate). */
  navegar: (para: string) => void;
}

export function iniciarEfeitosAuth(
  startListening: TypedStartListening<EstadoComAuth, Dispatch>,
  { navegar }: DependenciasAuth,
): void {
  // One refresh timer per store: a test's store never fires another store's timer.
  let timerRenovacao: ReturnType<typeof setTimeout> | undefined;

  const efeitos: Record<string, Efeito> = {
    async verificarSessao(_, l) {
      const r = await requisitar<UsuarioSessao>({ url: '/api/auth/me' }, l, 'query');
      if (r.data) l.dispatch(authSessaoValida({ user: r.data }));
      else if (r.error.status === 401)
        return; // baseQuery already ended the session
      else if (r.error.status === 403 || r.error.status === 404) l.dispatch(authSessaoExpirada());
      else l.dispatch(authVerificacaoIndisponivel());
    },

    async entrarNoServidor(evento, l) {
      if (evento.type !== 'auth.entrar') return;
      const { email, senha } = evento.payload;
      const r = await requisitar<{ token: string; user: UsuarioSessao }>(
        { url: '/api/auth/login', method: 'POST', body: { email, senha } },
        l,
      );
      if (r.data) l.dispatch(authEntrou(r.data));
      else
        l.dispatch(authFalhou(erroDeLogin(r.error, r.meta?.response?.headers.get('retry-after'))));
    },

    agendarRenovacao(_, l) {
      clearTimeout(timerRenovacao);
      const atraso = atrasoAteRenovar(l.getState().sessao.token, Date.now());
      timerRenovacao = setTimeout(() => l.dispatch(authRenovar()), atraso);
    },

    cancelarRenovacao() {
      clearTimeout(timerRenovacao);
      timerRenovacao = undefined;
    },

    async renovarToken(_, l) {
      const r = await requisitar<{ token: string }>(
        { url: '/api/auth/refresh', method: 'POST' },
        l,
      );
      if (r.data) l.dispatch(authRenovado({ token: r.data.token }));
      else if (r.error.status !== 401) l.dispatch(authRenovacaoFalhou());
    },

    async sairNoServidor(_, l) {
      try {
        await requisitar({ url: '/api/auth/logout', method: 'POST' }, l);
      } finally {
        // Whatever the server said (or if it never answered), this browser signs out.
        l.dispatch(authSaiu());
      }
    },

    irParaLogin(_, l) {
      // The next person on this browser must not see the previous one's cached data.
      l.dispatch(limparCacheDaApi());
      navegar('/login');
    },
  };

  startListening({
    predicate: (action) => ehEventoAuth(action),
    effect: async (action, l) => {
      if (!ehEventoAuth(action)) return;
      const anterior = l.getOriginalState().auth;
      // An event the machine does not take in that state has no effects (same rule as the reducer).
      if (!snapshotDe(anterior).can(action)) return;
      for (const nome of proximo(anterior, action).efeitos) await efeitos[nome]?.(action, l);
    },
  });
}
