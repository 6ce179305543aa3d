import { useEffect, useMemo, useState } from 'react';

export type OptionValue = string | number;

export interface Option {
  value: OptionValue;
  label: string;
}

export interface OptionsState {
  options: readonly Option[];
  loading: boolean;
}

/**
 * A lookup hook called with the debounced text typed so far, usually wrapping a generated RTK
 * Query hook: `(q) => { const r = useListMunicipioQuery({ q }); return { options: ..., loading: r.isFetching } }`.
 */
export type UseOptions = (input: string) => OptionsState;

/** A plain async function instead of a hook; aborted when a newer search starts. */
export type LoadOptions = (input: string, signal: AbortSignal) => Promise<readonly Option[]>;

/** A registry's rows ({ id, nome }: situations, courses, funções...) as options; none until they come. */
export const paraOpcoes = (linhas: readonly { id: number; nome: string }[] | undefined): Option[] =>
  (linhas ?? []).map((l) => ({ value: l.id, label: l.nome }));

/** The options of a registry's generated query, the same array while its answer is the same. */
export function useOpcoesDaConsulta(consulta: {
  data?: { data: readonly { id: number; nome: string }[] };
}): Option[] {
  const linhas = consulta.data?.data;
  return useMemo(() => paraOpcoes(linhas), [linhas]);
}

const noOptions: OptionsState = { options: [], loading: false };

export function useNoOptions(): OptionsState {
  return noOptions;
}

/** Runs `load` for each search text, keeping only the latest answer. */
export function useLoadedOptions(load: LoadOptions | undefined, input: string): OptionsState {
  const [state, setState] = useState<OptionsState>(noOptions);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ options: previous.options, loading: true }));
    load(input, controller.signal).then(
      (options) => {
        if (!controller.signal.aborted) setState({ options, loading: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ options: [], loading: false });
      },
    );
    return () => {
      controller.abort();
    };
  }, [load, input]);
  return state;
}
