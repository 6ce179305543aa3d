// A statistics screen's filters in the query string, so a reload, back/forward or a shared link
// shows the same figures. Values are read as typed in the URL and validated by each screen (an old
// or hand-edited link falls back to the default); a change is a history entry, as in the lists.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useFiltrosNaUrl<K extends string>(
  chaves: readonly K[],
): [Partial<Record<K, string>>, (patch: Partial<Record<K, string | undefined>>) => void] {
  const [busca, setBusca] = useSearchParams();
  const chave = chaves.join(',');
  const valores = useMemo(() => {
    const v: Partial<Record<K, string>> = {};
    for (const k of chave.split(',') as K[]) {
      const x = busca.get(k);
      if (x !== null && x !== '') v[k] = x;
    }
    return v;
  }, [busca, chave]);
  const mudar = useCallback(
    (patch: Partial<Record<K, string | undefined>>) => {
      const proxima = new URLSearchParams(busca);
      for (const [k, v] of Object.entries<string | undefined>(patch)) {
        if (v === undefined || v === '') proxima.delete(k);
        else proxima.set(k, v);
      }
      if (proxima.toString() !== busca.toString()) setBusca(proxima);
    },
    [busca, setBusca],
  );
  return [valores, mudar];
}

/** A positive integer id from the URL, or undefined ('abc', '0', '1.5' are not ids). */
export const idDaUrl = (valor: string | undefined): number | undefined =>
  valor !== undefined && /^[1-9]\d{0,9}$/.test(valor) ? Number(valor) : undefined;
