// The side navigation: every section, grouped the way the programme's staff think about their
// work. Built from the routes' own menu entries (each feature's manifest places its routes in a
// group of GRUPOS_DO_MENU); permissions are the routes', never the menu's.
import { podeAcessar } from './acesso';
import { GRUPOS_DO_MENU, type IconeDoMenu, type RotaApp } from './manifesto';

export interface ItemMenu {
  path: string;
  rotulo: string;
  icone: IconeDoMenu;
  rota: RotaApp;
}

export interface GrupoMenu {
  titulo: string;
  itens: readonly ItemMenu[];
}

/** The whole menu: the groups in their order, each group's entries by their `ordem`. */
export function montarMenu(rotas: readonly RotaApp[]): GrupoMenu[] {
  return GRUPOS_DO_MENU.map((titulo) => ({
    titulo,
    itens: rotas
      .flatMap((rota) => (rota.menu?.grupo === titulo ? [{ rota, menu: rota.menu }] : []))
      .sort((a, b) => a.menu.ordem - b.menu.ordem)
      .map(({ rota, menu }) => ({
        path: rota.path,
        rotulo: menu.rotulo ?? rota.titulo,
        icone: menu.icone,
        rota,
      })),
  })).filter((g) => g.itens.length > 0);
}

/** The menu as one person sees it: items they may not use, and groups left empty, disappear. */
export function menuPara(
  menu: readonly GrupoMenu[],
  permissoes: readonly string[] | undefined,
): GrupoMenu[] {
  return menu
    .map((g) => ({ ...g, itens: g.itens.filter((i) => podeAcessar(permissoes, i.rota)) }))
    .filter((g) => g.itens.length > 0);
}
