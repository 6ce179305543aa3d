// A report's generated hook as the list screen takes it: rows get the `id` the table keys them by
// (a report's rows are allocations, leaves, units…, each with its own key), and the report is
// fetched afresh whenever it is opened.
import { useMemo } from 'react';
import type { ListQueryResult } from '../../shared/lista';

/** What every report answers besides its rows (the kit of server/modules/relatorios). */
export interface RespostaRelatorio<L, R> {
  data: L[];
  total: number;
  page: number;
  pageSize: number;
  resumo: R;
  filtrosDescritos: string[];
  resumoDescrito: string[];
}

interface ResultadoGerado<Resposta> {
  data?: Resposta;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type LinhaComId<L> = L & { id: string | number };

export type ResultadoRelatorio<L, R> = ListQueryResult<LinhaComId<L>> & {
  data?: RespostaRelatorio<LinhaComId<L>, R>;
};

/** `Resposta` is the generated ...ApiResponse, named at the call (the hook's own generics hide it). */
export function relatorioComIds<Arg, Resposta extends RespostaRelatorio<unknown, unknown>>(
  useGerado: (args: Arg, opcoes: { refetchOnMountOrArgChange: true }) => ResultadoGerado<Resposta>,
  chave: (linha: Resposta['data'][number]) => string | number,
) {
  type L = Resposta['data'][number];
  type R = Resposta['resumo'];
  return function useRelatorio(args: Arg): ResultadoRelatorio<L, R> {
    const r = useGerado(args, { refetchOnMountOrArgChange: true });
    const data = useMemo(
      () =>
        r.data && {
          ...r.data,
          resumo: r.data.resumo as R,
          data: r.data.data.map((l) => Object.assign({}, l, { id: chave(l) }) as LinhaComId<L>),
        },
      [r.data],
    );
    return {
      data,
      isFetching: r.isFetching,
      isError: r.isError,
      error: r.error,
      refetch: r.refetch,
    };
  };
}
