// The choices a screen keeps in its address (?turma=12&disciplina=3), read and written one way
// everywhere. Ids are digits only and above zero, so '1.5', '-3', '0' or 'abc' from a mistyped link
// are no choice at all; a change sets or clears its keys and keeps the rest (the list's page, its
// other filters), so back, reload and a shared link show the same.
import { useSearchParams } from 'react-router-dom';

/** `busca` with the keys of `mudancas` set (a value) or cleared (null), the others as they were. */
export function comMudancas(
  busca: URLSearchParams,
  mudancas: Readonly<Record<string, string | number | null>>,
): URLSearchParams {
  const proxima = new URLSearchParams(busca);
  for (const [chave, valor] of Object.entries(mudancas)) {
    if (valor === null) proxima.delete(chave);
    else proxima.set(chave, String(valor));
  }
  return proxima;
}

export function idDoEndereco(busca: URLSearchParams, chave: string): number | null {
  const v = busca.get(chave);
  const id = v && /^\d+$/.test(v) ? Number(v) : 0;
  return id > 0 ? id : null;
}

/** `ler` gives one id of the address, `mudar` sets or clears some and keeps the rest of it. */
export function useEscolhasDoEndereco() {
  const [busca, setBusca] = useSearchParams();
  const ler = (chave: string) => idDoEndereco(busca, chave);
  const mudar = (valores: Readonly<Record<string, number | null>>) => {
    setBusca((p) => comMudancas(p, valores));
  };
  return { ler, mudar };
}
