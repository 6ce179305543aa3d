// What a feature declares about itself so that no central table has to: its routes, each with its
// title, section, permission, lazy screen and menu entry. Each feature exports one
// (src/features/<domain>/manifesto.ts) and src/app/manifestos.ts lists them: the router, the menu,
// the breadcrumbs, the page titles and the browser suite's route list are all derived from that
// list. Adding a domain is a folder with its manifest plus one line there.
import type { ComponentType } from 'react';

/** The menu's groups, in the order it shows them: a feature places its entries in one of these. */
export const GRUPOS_DO_MENU = [
  'Início',
  'Cadastro de pessoas',
  'Turmas e ensino',
  'Empresas e contratos',
  'Acompanhamento',
  'Benefícios',
  'Relatórios',
  'Administração',
] as const;

export type GrupoDoMenu = (typeof GRUPOS_DO_MENU)[number];

export type IconeDoMenu = ComponentType<{ 'aria-hidden'?: boolean }>;

export interface EntradaNoMenu {
  grupo: GrupoDoMenu;
  /** Position inside the group (entries of several features share a group). */
  ordem: number;
  /** Imported by path (never from the icons barrel): manifests load with the layout, not /login. */
  icone: IconeDoMenu;
  /** The name in the menu when it is not the route's title ('/beneficios' is 'Visão geral'). */
  rotulo?: string;
}

export interface RotaApp<Caminho extends string = string> {
  path: Caminho;
  titulo: string;
  /** The section the screen belongs to (named by the "Em construção" screen and the palette). */
  secao: string;
  /** The API's permission key (server/modules/auth/permissoes.ts); absent: every signed-in user. */
  permissao?: string;
  /**
   * The screen, as a dynamic import with its webpackChunkName: each screen is its own chunk. A
   * route without one shows the shared "Em construção" screen until its issue builds it.
   */
  tela?: () => Promise<ComponentType>;
  /** The last crumb's title when the query names a record (`?id=`): the editor of a saved one. */
  tituloComId?: string;
  menu?: EntradaNoMenu;
}

export interface ManifestoDaFeature {
  rotas: readonly RotaApp[];
}

/** Keeps the paths as literals, so they become CaminhoApp through ManifestosRegistrados. */
export const definirManifesto = <const M extends ManifestoDaFeature>(manifesto: M): M => manifesto;

/**
 * Each manifest adds itself here (`declare module` beside it), so CaminhoApp is the union of every
 * feature's paths without shared code importing a feature: a link to a route that no manifest
 * declares, or to a misspelt one, does not compile.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ManifestosRegistrados {}

/**
 * Every signed-in path ('/turmas/:id' with its parameter names). A program that compiles shared
 * code without the manifests (the server reads the audit's labels) sees plain strings.
 */
export type CaminhoApp = [keyof ManifestosRegistrados] extends [never]
  ? string
  : {
      [
        Feature in keyof ManifestosRegistrados
      ]: ManifestosRegistrados[Feature]['rotas'][number]['path'];
    }[keyof ManifestosRegistrados];
