import type { CarregarOpcoes, Opcao, UsarOpcoes } from '../formulario/opcoes';
import type { TipoDeFiltro } from './parametrosDaLista';

interface ComRotulo {
  label: string;
}

/** A closed list: 'Todos' plus the options. */
export interface FiltroDeSelecao extends ComRotulo {
  type: 'select';
  name: string;
  options: readonly Opcao[];
}

/** Todos / Sim / Não, sent as true/false (pcd, menor de idade...). */
export interface FiltroSimNao extends ComRotulo {
  type: 'boolean';
  name: string;
  /** Words for true and false when Sim/Não would not read well ('Com sucesso'). */
  rotulos?: { sim: string; nao: string };
}

/** Two bounds with their own URL keys (idadeMin, idadeMax). */
export interface FiltroDeFaixa extends ComRotulo {
  type: 'numberRange';
  minName: string;
  maxName: string;
  min?: number;
  max?: number;
}

/** An id picked from a lookup: fixed options, a lookup hook or an async function. */
export interface FiltroDeAutocompletar extends ComRotulo {
  type: 'autocomplete';
  name: string;
  options?: readonly Opcao[];
  useOptions?: UsarOpcoes;
  loadOptions?: CarregarOpcoes;
  /** Ids are numbers unless said otherwise (UFs: 'string'). */
  valueType?: 'number' | 'string';
}

/** Free text applied after a pause in typing (a record's number). */
export interface FiltroDeTexto extends ComRotulo {
  type: 'text';
  name: string;
  /** Digits only, with a numeric keyboard on a phone (a record's number); sent as text. */
  numerico?: boolean;
}

/** Two days ('aaaa-mm-dd') with their own URL keys (de, ate): a period. */
export interface FiltroDePeriodo extends ComRotulo {
  type: 'dateRange';
  minName: string;
  maxName: string;
}

export type ConfigDoFiltro =
  | FiltroDeSelecao
  | FiltroSimNao
  | FiltroDeFaixa
  | FiltroDePeriodo
  | FiltroDeAutocompletar
  | FiltroDeTexto;

const temDoisLimites = (f: ConfigDoFiltro): f is FiltroDeFaixa | FiltroDePeriodo =>
  f.type === 'numberRange' || f.type === 'dateRange';

/** The URL keys a set of filters owns. */
export function chavesDosFiltros(filters: readonly ConfigDoFiltro[]): string[] {
  return filters.flatMap((f) => (temDoisLimites(f) ? [f.minName, f.maxName] : [f.name]));
}

/** How each URL key is typed in the API call (the URL itself holds text). */
export function tiposDosFiltros(filters: readonly ConfigDoFiltro[]): Record<string, TipoDeFiltro> {
  const kinds: Record<string, TipoDeFiltro> = {};
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
export function quantosFiltrosAtivos(
  filters: readonly ConfigDoFiltro[],
  values: Readonly<Record<string, string>>,
): number {
  return filters.filter((f) =>
    temDoisLimites(f) ? (values[f.minName] ?? values[f.maxName]) : values[f.name],
  ).length;
}
