// What the first screen needs to start routing: the sign-in screen, the layout, and the navigation
// (navegacao.ts: the route table derived from the features' manifests, with the screens' loaders
// and the menu's icons) as its own chunk. The router discovers the signed-in routes from it on the
// first navigation (descobrirTelas), so /login never pays for the table; it starts loading with
// the layout, so after sign-in both arrive together.
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { carregarModulo, carregarTela } from './carregarTela';

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

export const carregarNavegacao = carregarModulo(
  'telas',
  () => import(/* webpackChunkName: "telas" */ '../navegacao'),
);

export const carregarLayout = carregarTela('layout', () =>
  Promise.all([
    import(/* webpackChunkName: "layout" */ '../layout/AppLayout'),
    carregarNavegacao(),
  ]).then(([m]) => m.AppLayout),
);

/** The id of the route the screens are patched into (criarRotas.tsx). */
export const ID_DAS_TELAS = 'telas';

/**
 * The router's route discovery: a path the entry's routes do not match exactly (every signed-in
 * one, and unknown ones, which only the catch-all matches) gets the screens patched in first.
 * Patching twice is harmless: the router skips routes it already has.
 */
export const descobrirTelas: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { ROTAS_DAS_TELAS } = await carregarNavegacao();
  patch(ID_DAS_TELAS, ROTAS_DAS_TELAS);
};

/** The options every router of the app is created with (the app's and the tests'). */
export const OPCOES_DO_ROTEADOR = { patchRoutesOnNavigation: descobrirTelas };
