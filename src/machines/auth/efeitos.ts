// The auth machine's effects: the listener asks the pure `transition` which effects an 'auth.*'
// action asks for (entry/exit/transition actions) and performs them here; results come back as new
// 'auth.*' actions.
import { limparCacheDaApi } from '../../store/apiCache';
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
  type UsuarioSessao,
} from '../../store/eventosDaSessao';
import { requisitar } from '../../store/requisitar';
import { irPara } from '../../store/store';
import { injetar, type Efeitos } from '../kit/injetar';
import { auth, type AuthState, type authMachine } from './authMachine';
import { erroDeLogin } from './errosDeLogin';
import { atrasoAteRenovar } from './jwt';

declare module '../../store/store' {
  interface SlicesDesdeOInicio {
    auth: AuthState;
  }
}

/** Called once per store: a test's store never fires another store's refresh timer. */
function efeitosDaAuth(): Efeitos<typeof authMachine> {
  let timerRenovacao: ReturnType<typeof setTimeout> | undefined;

  return {
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
      l.dispatch(irPara('/login'));
    },
  };
}

/**
 * Importing this module plugs the machine into every store (existing and later ones). The app
 * imports it on demand (carregarAuth.ts); tests import it before making a store.
 */
export const useEstadoDaAuth = injetar(auth, efeitosDaAuth);
