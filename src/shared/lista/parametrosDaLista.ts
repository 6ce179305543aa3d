// A list's view (page, size, sort, search, filters, ativo) lives in the URL query string, so
// back/forward, reload and a shared link all show the same rows. Defaults are left out of the
// URL, so the plain path is the default view and links stay short. Pure functions: easy to test.

export type FiltroDeAtivos = 'true' | 'false' | 'todos';
export type TipoDeFiltro = 'string' | 'number' | 'boolean';

export const TAMANHO_DE_PAGINA_PADRAO = 25;
export const TAMANHOS_DE_PAGINA: readonly number[] = [10, 25, 50, 100];
const ACTIVE_VALUES: readonly FiltroDeAtivos[] = ['true', 'false', 'todos'];

export interface ParametrosDaLista {
  /** From 1, as the API counts. */
  page: number;
  pageSize: number;
  /** 'nome' ascending, '-nome' descending; undefined = the server's default order. */
  sort: string | undefined;
  q: string;
  ativo: FiltroDeAtivos;
  /** Per-resource filters by URL key (situacaoId, idadeMin...), as typed in the URL. */
  filters: Readonly<Record<string, string>>;
}

export interface ConfigDosParametros {
  /** URL keys of the per-resource filters; anything else in the URL is left alone. */
  filterKeys?: readonly string[];
  defaultSort?: string;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Sortable fields: a sort outside this list (an old link) falls back to the default. */
  sortFields?: readonly string[];
  /** The resource has `ativo` (soft delete): read and write it. */
  activeFilter?: boolean;
}

/** What a generated list endpoint takes: paging, sort, q, ativo and typed filters. */
export type ArgumentosDaConsulta = {
  page: number;
  pageSize: number;
  sort?: string;
  q?: string;
  ativo?: FiltroDeAtivos;
} & Record<string, string | number | boolean | undefined>;

const RESERVED = ['page', 'pageSize', 'sort', 'q', 'ativo'];

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

export function lerParametrosDaLista(
  search: URLSearchParams,
  config: ConfigDosParametros = {},
): ParametrosDaLista {
  const sizes = config.pageSizeOptions ?? TAMANHOS_DE_PAGINA;
  const defaultSize = config.defaultPageSize ?? TAMANHO_DE_PAGINA_PADRAO;
  const size = positiveInt(search.get('pageSize'));
  const sort = search.get('sort') ?? undefined;
  const field = sort?.replace(/^-/, '');
  const sortAllowed =
    sort !== undefined && (!config.sortFields || config.sortFields.includes(field ?? ''));
  const ativo = search.get('ativo') as FiltroDeAtivos | null;
  const filters: Record<string, string> = {};
  for (const key of config.filterKeys ?? []) {
    const value = search.get(key);
    if (value !== null && value !== '' && !RESERVED.includes(key)) filters[key] = value;
  }
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: size !== undefined && sizes.includes(size) ? size : defaultSize,
    sort: sortAllowed ? sort : config.defaultSort,
    q: (search.get('q') ?? '').trim(),
    ativo: config.activeFilter && ativo && ACTIVE_VALUES.includes(ativo) ? ativo : 'true',
    filters,
  };
}

/**
 * `params` into the query string, keeping the keys this list does not own (a dialog's `?editar=3`)
 * and omitting every default.
 */
export function escreverParametrosDaLista(
  params: ParametrosDaLista,
  config: ConfigDosParametros = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...RESERVED, ...(config.filterKeys ?? [])]) next.delete(key);
  const put = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) next.set(key, String(value));
  };
  put('page', params.page, 1);
  put('pageSize', params.pageSize, config.defaultPageSize ?? TAMANHO_DE_PAGINA_PADRAO);
  put('sort', params.sort, config.defaultSort);
  put('q', params.q.trim());
  if (config.activeFilter) put('ativo', params.ativo, 'true');
  for (const key of config.filterKeys ?? []) put(key, params.filters[key]);
  return next;
}

function convert(
  value: string,
  kind: TipoDeFiltro | undefined,
): string | number | boolean | undefined {
  if (kind === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : undefined;
  return value;
}

/** The arguments for the generated RTK Query hook; default ativo is left to the server. */
export function paraArgumentosDaConsulta(
  params: ParametrosDaLista,
  kinds: Readonly<Record<string, TipoDeFiltro>> = {},
): ArgumentosDaConsulta {
  const args: ArgumentosDaConsulta = { page: params.page, pageSize: params.pageSize };
  if (params.sort) args.sort = params.sort;
  if (params.q) args.q = params.q;
  if (params.ativo !== 'true') args.ativo = params.ativo;
  for (const [key, value] of Object.entries(params.filters)) {
    const typed = convert(value, kinds[key]);
    if (typed !== undefined) args[key] = typed;
  }
  return args;
}

/** The same query for an export: every matching row, so no page or pageSize. */
export function semPaginacao(
  args: ArgumentosDaConsulta,
): Record<string, string | number | boolean | undefined> {
  return Object.fromEntries(
    Object.entries(args).filter(([key]) => key !== 'page' && key !== 'pageSize'),
  );
}
