// The browser tab names the screen ("Turmas · Jovem Aprendiz"), so history and tabs read well.
import { useEffect } from 'react';
import { APP_NAME } from '../../shared/constants';
import { rotaDoCaminho } from '../../shared/navigation';

const OUTROS: Record<string, string> = { '/login': 'Entrar', '/': APP_NAME };

export function tituloDoCaminho(pathname: string): string {
  // The public verification of a document (issue 35), with or without its code.
  // and the partner portal of a supervisor's link (issue 36).
  const publica = /^\/verificar(\/|$)/.test(pathname)
    ? 'Verificar documento'
    : /^\/portal\//.test(pathname)
      ? 'Portal da empresa'
      : undefined;
  const titulo =
    rotaDoCaminho(pathname)?.titulo ?? OUTROS[pathname] ?? publica ?? 'Página não encontrada';
  return titulo === APP_NAME ? APP_NAME : `${titulo} · ${APP_NAME}`;
}

export function useTituloDaPagina(pathname: string): void {
  useEffect(() => {
    document.title = tituloDoCaminho(pathname);
  }, [pathname]);
}
