import { createContext, useContext, type ReactNode } from 'react';

export interface ExportacaoContextValue {
  /** The session's bearer token at the moment of the export (null when signed out). */
  getToken: () => string | null;
}

const ExportacaoContext = createContext<ExportacaoContextValue>({ getToken: () => null });

/**
 * Gives export buttons the token without shared code importing the store: the app wraps its
 * routes in `<ExportacaoProvider getToken={() => store.getState().sessao.token}>`.
 */
export function ExportacaoProvider({
  getToken,
  children,
}: ExportacaoContextValue & { children: ReactNode }) {
  return <ExportacaoContext.Provider value={{ getToken }}>{children}</ExportacaoContext.Provider>;
}

export function useExportacao(): ExportacaoContextValue {
  return useContext(ExportacaoContext);
}
