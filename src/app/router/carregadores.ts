// What the first screen needs to start routing: the sign-in screen, the layout, and a loader per
// route that fetches the screen table (telas.ts, its own chunk) and then the screen. The table
// starts loading with the layout, so after sign-in both arrive together.
import type { CaminhoApp } from '../../shared/navigation';
import { carregarModulo, carregarTela, type CarregarTela } from './carregarTela';

export const carregarLogin = carregarTela('login', () =>
  import(/* webpackChunkName: "login" */ '../../features/auth/LoginScreen').then(
    (m) => m.LoginScreen,
  ),
);

/** The public page a QR code of a certificate or declaration opens (issue 35): no sign-in. */
export const carregarVerificacao = carregarTela('verificar', () =>
  import(/* webpackChunkName: "verificar" */ '../../features/documentos/VerificarScreen').then(
    (m) => m.VerificarScreen,
  ),
);

/** The partner portal a supervisor's signed link opens (issue 36): no sign-in. */
export const carregarPortal = carregarTela('portal', () =>
  import(/* webpackChunkName: "portal" */ '../../features/portal/PortalScreen').then(
    (m) => m.PortalScreen,
  ),
);

/** The focused screen of a temporary password: no layout, like the sign-in screen. */
export const carregarTrocaDeSenha = carregarTela('trocar-senha', () =>
  import(/* webpackChunkName: "trocar-senha" */ '../../features/conta/TrocarSenhaScreen').then(
    (m) => m.TrocarSenhaScreen,
  ),
);

const carregarTabela = carregarModulo(
  'telas',
  () => import(/* webpackChunkName: "telas" */ './telas'),
);

export const carregarLayout = carregarTela('layout', () =>
  Promise.all([
    import(/* webpackChunkName: "layout" */ '../layout/AppLayout'),
    carregarTabela(),
  ]).then(([m]) => m.AppLayout),
);

/** The route's screen: the table first (once), then the screen's own chunk (memoized there). */
export const telaDaRota =
  (path: CaminhoApp): CarregarTela =>
  () =>
    carregarTabela().then((t) => t.telaDaRota(path)());
