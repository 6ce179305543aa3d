// The side navigation: every section, grouped the way the programme's staff think about their
// work. Built from the routes' own menu entries (each feature's manifest places its routes in a
// group of GRUPOS_DO_MENU); permissions are the routes', never the menu's.
import { podeAcessar } from './acesso';
import { GRUPOS_DO_MENU, type EntradaNoMenu, type IconeDoMenu, type RotaApp } from './manifesto';

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

/** A menu entry's place: its group's position, then its `ordem` inside the group. */
const lugarNoMenu = (menu: EntradaNoMenu): [number, number] => [
  GRUPOS_DO_MENU.indexOf(menu.grupo),
  menu.ordem,
];

/**
 * The routes in the menu's order, whatever order the manifests were listed in (the list is
 * generated from the folder tree): each menu entry at its place, then the other routes of its
 * section right after it (the palette offers "Turmas" before "Nova turma"), in their manifest's
 * order; a section with no menu entry last.
 */
export function emOrdemDoMenu(rotas: readonly RotaApp[]): RotaApp[] {
  const daSecao = new Map<string, [number, number]>();
  for (const rota of rotas) {
    if (!rota.menu) continue;
    const lugar = lugarNoMenu(rota.menu);
    const atual = daSecao.get(rota.secao);
    if (!atual || comparar(lugar, atual) < 0) daSecao.set(rota.secao, lugar);
  }
  const fim: [number, number] = [GRUPOS_DO_MENU.length, 0];
  const chave = (rota: RotaApp): [number, number, number] => {
    const [grupo, ordem] = rota.menu ? lugarNoMenu(rota.menu) : (daSecao.get(rota.secao) ?? fim);
    return [grupo, ordem, rota.menu ? 0 : 1];
  };
  // Array.prototype.sort is stable: equal keys keep the manifests' own order.
  return [...rotas].sort((a, b) => comparar(chave(a), chave(b)));
}

function comparar(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
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
