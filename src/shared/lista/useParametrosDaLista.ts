import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  lerParametrosDaLista,
  escreverParametrosDaLista,
  type FiltroDeAtivos,
  type ParametrosDaLista,
  type ConfigDosParametros,
} from './parametrosDaLista';

export interface ListParamsApi {
  params: ParametrosDaLista;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string | undefined) => void;
  setQ: (q: string) => void;
  /** Several filters at once (a range's min and max); undefined or '' removes a key. */
  setFilters: (patch: Readonly<Record<string, string | undefined>>) => void;
  setAtivo: (ativo: FiltroDeAtivos) => void;
  clearFilters: () => void;
}

/**
 * The list's view read from and written to the URL. Every change is a history entry (back undoes
 * it); anything that changes which rows match goes back to page 1, since the old page may not exist.
 */
export function useParametrosDaLista(config: ConfigDosParametros = {}): ListParamsApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filterKeys, defaultSort, defaultPageSize, pageSizeOptions, sortFields, activeFilter } =
    config;
  // The config is usually an inline object: depend on its contents, not its identity.
  const key = JSON.stringify({
    filterKeys,
    defaultSort,
    defaultPageSize,
    pageSizeOptions,
    sortFields,
    activeFilter,
  });
  const stable = useMemo(() => JSON.parse(key) as ConfigDosParametros, [key]);
  const params = useMemo(() => lerParametrosDaLista(searchParams, stable), [searchParams, stable]);

  const update = useCallback(
    (change: (current: ParametrosDaLista) => ParametrosDaLista) => {
      const next = escreverParametrosDaLista(
        change(lerParametrosDaLista(searchParams, stable)),
        stable,
        searchParams,
      );
      // Same view (Enter on an unchanged search, a click on the current page): no history entry.
      if (next.toString() !== searchParams.toString()) setSearchParams(next);
    },
    [searchParams, setSearchParams, stable],
  );

  return useMemo<ListParamsApi>(
    () => ({
      params,
      setPage: (page) => {
        update((p) => ({ ...p, page }));
      },
      setPageSize: (pageSize) => {
        update((p) => ({ ...p, pageSize, page: 1 }));
      },
      setSort: (sort) => {
        update((p) => ({ ...p, sort, page: 1 }));
      },
      setQ: (q) => {
        update((p) => (p.q === q.trim() ? p : { ...p, q, page: 1 }));
      },
      setFilters: (patch) => {
        update((p) => {
          const merged = Object.entries({ ...p.filters, ...patch });
          const filters = Object.fromEntries(
            merged.filter(
              (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
            ),
          );
          return { ...p, filters, page: 1 };
        });
      },
      setAtivo: (ativo) => {
        update((p) => ({ ...p, ativo, page: 1 }));
      },
      clearFilters: () => {
        update((p) => ({ ...p, filters: {}, q: '', page: 1 }));
      },
    }),
    [params, update],
  );
}
