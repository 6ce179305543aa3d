// Who may see what, and which route a URL is. The server enforces permissions on every call; the
// client only hides what the person could not use anyway. The route table is the app's (derived
// from the features' manifests) and is passed in: shared code never imports a feature.
import { matchPath } from 'react-router-dom';
import type { RotaApp } from './manifesto';

export const podeAcessar = (permissoes: readonly string[] | undefined, rota: RotaApp): boolean =>
  rota.permissao === undefined || (permissoes ?? []).includes(rota.permissao);

/** The route a pathname belongs to ('/turmas/7' -> the '/turmas/:id' entry). */
export function rotaDoCaminho(rotas: readonly RotaApp[], pathname: string): RotaApp | undefined {
  // Literal paths first: '/turmas/novo' must not be read as '/turmas/:id'.
  return (
    rotas.find((r) => !r.path.includes(':') && matchPath(r.path, pathname)) ??
    rotas.find((r) => matchPath(r.path, pathname))
  );
}

/** Other screens of the same section that need no id: what an index or placeholder links to. */
export const rotasDaSecao = (rotas: readonly RotaApp[], secao: string) =>
  rotas.filter((r) => r.secao === secao && !r.path.includes(':'));
