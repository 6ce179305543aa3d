// The browser tab names the screen ("Turmas · Jovem Aprendiz"), so history and tabs read well. A
// signed-in screen's title is its route's (the handle the router's screens carry, navegacao.ts).
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { APP_NAME } from '../../shared/constants';
import type { RotaApp } from '../../shared/navigation';

const OUTROS: Record<string, string> = { '/login': 'Entrar', '/': APP_NAME };

export function tituloDoCaminho(pathname: string, rota?: RotaApp): string {
  // The public verification of a document (issue 35), with or without its code.
  // and the partner portal of a supervisor's link (issue 36).
  const publica = /^\/verificar(\/|$)/.test(pathname)
    ? 'Verificar documento'
    : /^\/portal\//.test(pathname)
      ? 'Portal da empresa'
      : undefined;
  const titulo = rota?.titulo ?? OUTROS[pathname] ?? publica ?? 'Página não encontrada';
  return titulo === APP_NAME ? APP_NAME : `${titulo} · ${APP_NAME}`;
}

export function useTituloDaPagina(pathname: string): void {
  const matches = useMatches();
  const rota = (matches.at(-1)?.handle as { rota?: RotaApp } | undefined)?.rota;
  useEffect(() => {
    document.title = tituloDoCaminho(pathname, rota);
  }, [pathname, rota]);
}
