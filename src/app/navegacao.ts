// The route table and the menu, derived from the features' manifests (manifestos.ts), and the
// router's signed-in routes built from them. Part of the chunk that loads with the layout.
import type { RouteObject } from 'react-router-dom';
import { emOrdemDoMenu, montarMenu, type Navegacao, type RotaApp } from '../shared/navigation';
import { MANIFESTOS } from './manifestos';
import { carregarTela, type CarregarTela } from './router/carregarTela';

// In the menu's order, not the manifests' (the palette lists screens in it).
export const ROTAS: readonly RotaApp[] = emOrdemDoMenu(MANIFESTOS.flatMap((m) => m.rotas));

export const NAVEGACAO: Navegacao = { rotas: ROTAS, menu: montarMenu(ROTAS) };

const carregarEmConstrucao = carregarTela('em-construcao', () =>
  import(/* webpackChunkName: "em-construcao" */ './screens/EmConstrucaoScreen').then(
    (m) => m.EmConstrucaoScreen,
  ),
);

// One memoized loader per route (hover preloading and the router share one request), keyed by
// path for the reload-once of carregarTela.
const TELAS = new Map<string, CarregarTela>(
  ROTAS.map((rota) => [
    rota.path,
    rota.tela ? carregarTela(rota.path, rota.tela) : carregarEmConstrucao,
  ]),
);

export const telaDaRota = (path: string): CarregarTela => TELAS.get(path) ?? carregarEmConstrucao;

const lazy = (carregar: CarregarTela) => async () => ({ Component: await carregar() });

/** The screens under the layout: what the router patches in on the first navigation. */
export const ROTAS_DAS_TELAS: RouteObject[] = ROTAS.map((rota) => ({
  path: rota.path,
  lazy: lazy(telaDaRota(rota.path)),
  handle: { rota },
}));
