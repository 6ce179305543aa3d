import { useEffect, useMemo, useState } from 'react';

export type ValorDeOpcao = string | number;

export interface Opcao {
  value: ValorDeOpcao;
  label: string;
}

export interface EstadoDasOpcoes {
  opcoes: readonly Opcao[];
  carregando: boolean;
}

/**
 * A lookup hook called with the debounced text typed so far, usually wrapping a generated RTK
 * Query hook: `(q) => { const r = useListMunicipioQuery({ q }); return { options: ..., loading: r.isFetching } }`.
 */
export type UsarOpcoes = (input: string) => EstadoDasOpcoes;

/** A plain async function instead of a hook; aborted when a newer search starts. */
export type CarregarOpcoes = (input: string, signal: AbortSignal) => Promise<readonly Opcao[]>;

/** A registry's rows ({ id, nome }: situations, courses, funções...) as options; none until they come. */
export const paraOpcoes = (linhas: readonly { id: number; nome: string }[] | undefined): Opcao[] =>
  (linhas ?? []).map((l) => ({ value: l.id, label: l.nome }));

/** The options of a registry's generated query, the same array while its answer is the same. */
export function useOpcoesDaConsulta(consulta: {
  data?: { data: readonly { id: number; nome: string }[] };
}): Opcao[] {
  const linhas = consulta.data?.data;
  return useMemo(() => paraOpcoes(linhas), [linhas]);
}

const noOptions: EstadoDasOpcoes = { opcoes: [], carregando: false };

export function useSemOpcoes(): EstadoDasOpcoes {
  return noOptions;
}

/** Runs `load` for each search text, keeping only the latest answer. */
export function useOpcoesCarregadas(
  load: CarregarOpcoes | undefined,
  input: string,
): EstadoDasOpcoes {
  const [state, setState] = useState<EstadoDasOpcoes>(noOptions);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ opcoes: previous.opcoes, carregando: true }));
    load(input, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setState({ opcoes: options, carregando: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ opcoes: [], carregando: false });
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, input]);
  return state;
}
