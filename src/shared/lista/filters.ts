import type { CarregarOpcoes, Opcao, UsarOpcoes } from '../formulario/options';
import type { FilterKind } from './listParams';

interface Labelled {
  label: string;
}

/** A closed list: 'Todos' plus the options. */
export interface SelectFilter extends Labelled {
  type: 'select';
  name: string;
  options: readonly Opcao[];
}

/** Todos / Sim / Não, sent as true/false (pcd, menor de idade...). */
export interface BooleanFilter extends Labelled {
  type: 'boolean';
  name: string;
  /** Words for true and false when Sim/Não would not read well ('Com sucesso'). */
  rotulos?: { sim: string; nao: string };
}

/** Two bounds with their own URL keys (idadeMin, idadeMax). */
export interface NumberRangeFilter extends Labelled {
  type: 'numberRange';
  minName: string;
  maxName: string;
  min?: number;
  max?: number;
}

/** An id picked from a lookup: fixed options, a lookup hook or an async function. */
export interface AutocompleteFilter extends Labelled {
  type: 'autocomplete';
  name: string;
  options?: readonly Opcao[];
  useOptions?: UsarOpcoes;
  loadOptions?: CarregarOpcoes;
  /** Ids are numbers unless said otherwise (UFs: 'string'). */
  valueType?: 'number' | 'string';
}

/** Free text applied after a pause in typing (a record's number). */
export interface TextFilter extends Labelled {
  type: 'text';
  name: string;
  /** Digits only, with a numeric keyboard on a phone (a record's number); sent as text. */
  numerico?: boolean;
}

/** Two days ('aaaa-mm-dd') with their own URL keys (de, ate): a period. */
export interface DateRangeFilter extends Labelled {
  type: 'dateRange';
  minName: string;
  maxName: string;
}

export type ConfigDoFiltro =
  | SelectFilter
  | BooleanFilter
  | NumberRangeFilter
  | DateRangeFilter
  | AutocompleteFilter
  | TextFilter;

const temDoisLimites = (f: ConfigDoFiltro): f is NumberRangeFilter | DateRangeFilter =>
  f.type === 'numberRange' || f.type === 'dateRange';

/** The URL keys a set of filters owns. */
export function filterKeys(filters: readonly ConfigDoFiltro[]): string[] {
  return filters.flatMap((f) => (temDoisLimites(f) ? [f.minName, f.maxName] : [f.name]));
}

/** How each URL key is typed in the API call (the URL itself holds text). */
export function filterKinds(filters: readonly ConfigDoFiltro[]): Record<string, FilterKind> {
  const kinds: Record<string, FilterKind> = {};
  for (const filter of filters) {
    if (temDoisLimites(filter)) {
      const kind = filter.type === 'numberRange' ? 'number' : 'string';
      kinds[filter.minName] = kind;
      kinds[filter.maxName] = kind;
    } else if (filter.type === 'boolean') {
      kinds[filter.name] = 'boolean';
    } else if (filter.type === 'text') {
      kinds[filter.name] = 'string';
    } else if (filter.type === 'select') {
      kinds[filter.name] = filter.options.every((o) => typeof o.value === 'number')
        ? 'number'
        : 'string';
    } else {
      kinds[filter.name] = filter.valueType ?? 'number';
    }
  }
  return kinds;
}

/** How many filters are set, for the badge on 'Filtros' (a range counts once). */
export function activeFilterCount(
  filters: readonly ConfigDoFiltro[],
  values: Readonly<Record<string, string>>,
): number {
  return filters.filter((f) =>
    temDoisLimites(f) ? (values[f.minName] ?? values[f.maxName]) : values[f.name],
  ).length;
}
