// Lazy screens. Each loader is memoized (preloading on hover and the router share one request)
// and survives a deploy: when a chunk fails to load (its file was replaced by a new build), the
// page reloads ONCE to pick up the new build; if the same screen fails again right after, the
// error reaches the router and the error screen shows.
import type { ComponentType } from 'react';

export type Tela = ComponentType;
export type CarregarTela = () => Promise<Tela>;

const CHAVE = (nome: string) => `tela-recarregada:${nome}`;

export function ehFalhaDeChunk(erro: unknown): boolean {
  if (!(erro instanceof Error)) return false;
  return (
    erro.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      erro.message,
    )
  );
}

interface Ambiente {
  armazenamento: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  recarregar: () => void;
}

const ambienteDoNavegador = (): Ambiente => ({
  armazenamento: sessionStorage,
  recarregar: () => {
    window.location.reload();
  },
});

/** Any lazily loaded module (a screen, the screen table), with the same memo and reload-once. */
export function carregarModulo<T>(
  nome: string,
  importar: () => Promise<T>,
  ambiente: () => Ambiente = ambienteDoNavegador,
): () => Promise<T> {
  let promessa: Promise<T> | undefined;
  return () =>
    (promessa ??= importar().then(
      (tela) => {
        ambiente().armazenamento.removeItem(CHAVE(nome));
        return tela;
      },
      (erro: unknown) => {
        promessa = undefined;
        const { armazenamento, recarregar } = ambiente();
        if (ehFalhaDeChunk(erro) && armazenamento.getItem(CHAVE(nome)) === null) {
          armazenamento.setItem(CHAVE(nome), '1');
          recarregar();
          // The page is going away; never settle, so no error screen flashes before it does.
          return new Promise<T>(() => undefined);
        }
        // Shown now; the next attempt (a later navigation) may reload once again.
        armazenamento.removeItem(CHAVE(nome));
        throw erro;
      },
    ));
}

export const carregarTela = (
  nome: string,
  importar: () => Promise<Tela>,
  ambiente?: () => Ambiente,
): CarregarTela => carregarModulo(nome, importar, ambiente);
