// Which screen each route shows, each in its own chunk (webpackChunkName). A route not listed here
// shows the shared "Em construção" screen until its issue builds it: add one line here then.
import { carregarTela, type CarregarTela } from './carregarTela';

export const carregarLogin = carregarTela('login', () =>
  import(/* webpackChunkName: "login" */ '../../features/auth/LoginScreen').then(
    (m) => m.LoginScreen,
  ),
);

export const carregarLayout = carregarTela('layout', () =>
  import(/* webpackChunkName: "layout" */ '../layout/AppLayout').then((m) => m.AppLayout),
);

export const carregarEmConstrucao = carregarTela('em-construcao', () =>
  import(/* webpackChunkName: "em-construcao" */ '../screens/EmConstrucaoScreen').then(
    (m) => m.EmConstrucaoScreen,
  ),
);

export const TELAS: Readonly<Record<string, CarregarTela>> = {
  '/dashboard': carregarTela('dashboard', () =>
    import(/* webpackChunkName: "dashboard" */ '../../features/dashboard/DashboardScreen').then(
      (m) => m.DashboardScreen,
    ),
  ),
  '/perfil': carregarTela('perfil', () =>
    import(/* webpackChunkName: "perfil" */ '../../features/conta/PerfilScreen').then(
      (m) => m.PerfilScreen,
    ),
  ),
  '/configuracoes': carregarTela('configuracoes', () =>
    import(
      /* webpackChunkName: "configuracoes" */ '../../features/configuracoes/ConfiguracoesScreen'
    ).then((m) => m.ConfiguracoesScreen),
  ),
  '/turmas/:id': carregarTela('turma-detalhe', () =>
    import(/* webpackChunkName: "turma-detalhe" */ '../../features/turmas/TurmaDetalheScreen').then(
      (m) => m.TurmaDetalheScreen,
    ),
  ),
};

export const telaDaRota = (path: string): CarregarTela => TELAS[path] ?? carregarEmConstrucao;
