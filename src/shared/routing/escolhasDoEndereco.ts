// The ids a screen keeps in its address (?turma=12&disciplina=3), read one way everywhere: digits
// only and above zero, so '1.5', '-3', '0' or 'abc' from a mistyped link are no choice at all.
import { useSearchParams } from 'react-router-dom';

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
    setBusca((p) => {
      const novo = new URLSearchParams(p);
      for (const [k, v] of Object.entries(valores)) {
        if (v === null) novo.delete(k);
        else novo.set(k, String(v));
      }
      return novo;
    });
  };
  return { ler, mudar };
}
