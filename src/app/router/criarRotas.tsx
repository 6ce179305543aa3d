// The route tree: public /login, /verificar and /portal, the signed-in area (layout + every screen of the
// features' manifests, patched in on the first navigation by descobrirTelas), / redirecting, and
// Not Found for the rest. Screens load on demand. Create routers with OPCOES_DO_ROTEADOR.
import type { RouteObject } from 'react-router-dom';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import type { CarregarTela } from './carregarTela';
import { InicioRedirect, SomenteAutenticado, SomenteDeslogado } from './guardas';
import { RaizApp } from './RaizApp';
import {
  carregarLayout,
  carregarLogin,
  carregarPortal,
  carregarTrocaDeSenha,
  carregarVerificacao,
  ID_DAS_TELAS,
} from './carregadores';

const lazy = (carregar: CarregarTela) => async () => ({ Component: await carregar() });

export function criarRotas(): RouteObject[] {
  return [
    {
      path: '/',
      element: <RaizApp />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <TelaCarregando />,
      children: [
        { index: true, element: <InicioRedirect /> },
        { element: <SomenteDeslogado />, children: [{ path: 'login', lazy: lazy(carregarLogin) }] },
        // Public whether signed in or not: whoever received a document checks it here.
        { path: 'verificar', lazy: lazy(carregarVerificacao) },
        { path: 'verificar/:codigo', lazy: lazy(carregarVerificacao) },
        // The partner's supervisor, with the signed link only (issue 36).
        { path: 'portal/:token', lazy: lazy(carregarPortal) },
        {
          element: <SomenteAutenticado />,
          children: [
            { path: 'trocar-senha', lazy: lazy(carregarTrocaDeSenha) },
            {
              lazy: lazy(carregarLayout),
              children: [
                {
                  // Inside the layout, so a failing screen keeps the menu around it.
                  id: ID_DAS_TELAS,
                  errorElement: <RouteErrorScreen />,
                  children: [],
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}
