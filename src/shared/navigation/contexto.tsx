// The app's route table and menu for the screens that list other screens (the dashboard, the
// profile's areas, the command palette). The layout provides them (src/app derives them from the
// manifests); a feature reads them here, so it never imports another feature's manifest.
import { createContext, useContext } from 'react';
import type { CaminhoApp, RotaApp } from './manifesto';
import type { GrupoMenu } from './menu';

export interface Navegacao {
  rotas: readonly RotaApp[];
  menu: readonly GrupoMenu[];
}

const ContextoDaNavegacao = createContext<Navegacao | null>(null);

export const NavegacaoProvider = ContextoDaNavegacao.Provider;

export function useNavegacao(): Navegacao {
  const navegacao = useContext(ContextoDaNavegacao);
  if (!navegacao) throw new Error('useNavegacao precisa do NavegacaoProvider (AppLayout).');
  return navegacao;
}

/** A route's title, for a screen that names another route (or itself) as the menu does. */
export function useTituloDaRota(caminho: CaminhoApp): string {
  const rota = useNavegacao().rotas.find((r) => r.path === caminho);
  if (!rota) throw new Error(`Rota sem manifesto: ${caminho}`);
  return rota.titulo;
}

/** Items that name a route (`caminho`), with that route's title: catalogues of screens. */
export function useComTitulos<T extends { caminho: CaminhoApp }>(
  itens: readonly T[],
): (T & { titulo: string })[] {
  const { rotas } = useNavegacao();
  return itens.map((item) => ({
    ...item,
    titulo: rotas.find((r) => r.path === item.caminho)?.titulo ?? item.caminho,
  }));
}
