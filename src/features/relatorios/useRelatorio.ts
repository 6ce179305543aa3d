// A report's generated hook as the list screen takes it: rows get the `id` the table keys them by
// (a report's rows are allocations, leaves, units…, each with its own key), and the report is
// fetched afresh whenever it is opened.
import type { TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { ResultadoDaLista } from '../../shared/lista';
import type { ApiBaseQuery } from '../../store/baseQuery';

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

/** A report's generated hook (useRelatorio…Query): its argument and its answer are read from it. */
type HookGerado<Arg, Resposta> = TypedUseQuery<Resposta, Arg, ApiBaseQuery>;

export type LinhaComId<L> = L & { id: string | number };

export type ResultadoRelatorio<L, R> = ResultadoDaLista<LinhaComId<L>> & {
  data?: RespostaRelatorio<LinhaComId<L>, R>;
};

/** A report's row as the generated hook answers it (before its `id`): what its columns read. */
export type LinhaDo<UseRelatorio> = UseRelatorio extends (
  args: never,
) => ResultadoRelatorio<infer L, unknown>
  ? L
  : never;

export function relatorioComIds<Arg, Resposta extends RespostaRelatorio<unknown, unknown>>(
  useGerado: HookGerado<Arg, Resposta>,
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
