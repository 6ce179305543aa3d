import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toProblem } from '../api/problema';
import { AlternarAtivos } from './AlternarAtivos';
import { BarraDeAcoesEmLote, type BulkAction } from './BarraDeAcoesEmLote';
import { TabelaDeDados } from './TabelaDeDados';
import { BotoesDeExportacao } from './BotoesDeExportacao';
import { ItemDeCartao, ListaDeCartoes } from './ListaDeCartoes';
import { OrdemDaLista, type Ordem } from './OrdemDaLista';
import { PainelDeFiltros } from './PainelDeFiltros';
import {
  quantosFiltrosAtivos,
  chavesDosFiltros,
  tiposDosFiltros,
  type ConfigDoFiltro,
} from './filtros';
import type { FormatoDeExportacao } from './arquivo';
import {
  paraArgumentosDaConsulta,
  semPaginacao,
  type FiltroDeAtivos,
  type ArgumentosDaConsulta,
} from './parametrosDaLista';
import { CaixaDeBusca } from './CaixaDeBusca';
import { useParametrosDaLista } from './useParametrosDaLista';
import { visualmenteOculto } from '../ui/visualmenteOculto';

/** The part of an RTK Query hook's result a list reads. */
export interface ResultadoDaLista<Row> {
  /**
   * `totalEstimado`: the total is the database's estimate (a big filtered list), shown as "cerca
   * de". `proxima` / `anterior`: the cursors of a list that pages by keyset (issue 37).
   */
  data?: {
    data: readonly Row[];
    total: number;
    totalEstimado?: boolean;
    proxima?: string;
    anterior?: string;
  };
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What every generated list endpoint takes besides its own keys. A generated `...ApiArg` fits it:
 * its `sort` is a union of the API's keys, narrower than `string`.
 */
export interface ArgsDaLista {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
  ativo?: FiltroDeAtivos;
  /** Keyset cursors: the page after / before the one on screen (lists that answer them). */
  depois?: string;
  antes?: string;
}

/** A keyset step to a neighbouring page, valid only for the view it was taken from. */
interface Passo {
  page: number;
  /** The view (filters, sort, size) the cursor belongs to: any change drops it. */
  vista: string;
  depois?: string;
  antes?: string;
}

/** The endpoint's sort keys ('nome' | '-nome' | ...), so a default sort the API lacks is a type error. */
export type ChaveDeOrdem<Arg> = Arg extends { sort?: infer Sort }
  ? Exclude<Sort, undefined>
  : never;

/** The arguments the list does not set: the parent's id, a fixed filter ({ id, abertas }). */
export type ArgsFixosDaLista<Arg> = Omit<Arg, keyof ArgsDaLista>;

/** `queryArgs` is required exactly when the endpoint has required arguments of its own (an id). */
type FixedArgsOption<Arg> =
  Partial<ArgsFixosDaLista<Arg>> extends ArgsFixosDaLista<Arg>
    ? { queryArgs?: ArgsFixosDaLista<Arg> }
    : { queryArgs: ArgsFixosDaLista<Arg> };

/**
 * `Arg` is the generated hook's argument type (`EducadorListarApiArg`): with it the generated hook
 * goes in `useQuery` as it is, `defaultSort` is checked against the API's keys and `queryArgs`
 * against the rest of its arguments. Without it (tests, hand-written hooks) the list's own
 * `ArgumentosDaConsulta`.
 */
export type ConfigDaLista<
  Row extends { id: GridRowId },
  Arg extends ArgsDaLista = ArgumentosDaConsulta,
  Result extends ResultadoDaLista<Row> = ResultadoDaLista<Row>,
> = FixedArgsOption<Arg> & {
  /** Names the table for screen readers and the exported file ('Aprendizes'). */
  titulo: string;
  /** Sortable columns' fields are sent as `sort`: they must be the endpoint's sort keys. */
  columns: readonly GridColDef<Row>[];
  /**
   * Entries as cards instead of grid rows (the audit trail: an entry takes several lines): one
   * entry's content, inside the list's `li`. `columns` is then `[]`.
   */
  cartao?: (row: Row) => ReactNode;
  /** The orders offered as a toggle above the list (cards have no column headers). */
  ordens?: readonly Ordem<ChaveDeOrdem<Arg>>[];
  /** The generated list hook (`useAprendizListarQuery`), or a hook that wraps it. */
  useQuery: (args: Arg) => Result;
  filters?: readonly ConfigDoFiltro[];
  defaultSort?: ChaveDeOrdem<Arg>;
  /** The resource is inactivated instead of deleted: show Ativos/Inativos/Todos. */
  activeFilter?: boolean;
  /** `<list path>/exportar` ('/api/aprendiz/exportar'): shows CSV/XLSX export. */
  exportPath?: string;
  /** CSV and XLSX unless said otherwise (a report adds PDF). */
  exportFormats?: readonly FormatoDeExportacao[];
  /** No free-text search box (a report filters by its fields only). */
  semBusca?: boolean;
  rowHref?: (row: Row) => string;
  linkField?: string;
  bulkActions?: readonly BulkAction<Row>[];
  searchPlaceholder?: string;
  vazio?: string;
  /** Remember hidden columns per browser under this key. */
  columnsStorageKey?: string;
};

export interface PropsDaTelaDeLista<
  Row extends { id: GridRowId },
  Arg extends ArgsDaLista = ArgumentosDaConsulta,
  Result extends ResultadoDaLista<Row> = ResultadoDaLista<Row>,
> {
  config: ConfigDaLista<Row, Arg, Result>;
  /** Extra controls in the top bar (e.g. a 'Novo' button when there is no page header). */
  toolbar?: ReactNode;
  /**
   * Rendered after the table with the rows on screen and the hook's whole result (a registry's
   * edit dialog finds its row here; a report reads its summary).
   */
  children?: (rows: readonly Row[], result: Result) => ReactNode;
}

/** Search, filters, export and a server-driven table, with the whole view kept in the URL. */
export function TelaDeLista<
  Row extends { id: GridRowId },
  Arg extends ArgsDaLista = ArgumentosDaConsulta,
  Result extends ResultadoDaLista<Row> = ResultadoDaLista<Row>,
>({ config, toolbar, children }: PropsDaTelaDeLista<Row, Arg, Result>) {
  const filters = config.filters ?? [];
  const list = useParametrosDaLista({
    filterKeys: chavesDosFiltros(filters),
    defaultSort: config.defaultSort,
    sortFields: [
      ...config.columns.filter((c) => c.sortable !== false).map((c) => c.field),
      ...(config.ordens ?? []).flatMap((o) => (o.sort ? [o.sort.replace(/^-/, '')] : [])),
    ],
    activeFilter: config.activeFilter,
  });
  const { params } = list;
  const args = paraArgumentosDaConsulta(params, tiposDosFiltros(filters));
  // The one place the URL's view meets the endpoint's types: `sort` is only ever a sortable
  // column's field or `defaultSort` (useParametrosDaLista drops any other), filters are typed by their
  // kind, and `queryArgs` was checked against `Arg` where the config was written.
  // Next and previous are keyset steps when the list gave cursors: the neighbouring page is an
  // index range on the server, however deep. A page typed in the URL or reached any other way is
  // read by its number (OFFSET).
  const vista = JSON.stringify(semPaginacao(args)) + String(params.pageSize);
  const [passo, setPasso] = useState<Passo>();
  const valido = passo?.page === params.page && passo.vista === vista;
  const cursor = valido
    ? passo.depois !== undefined
      ? { depois: passo.depois }
      : { antes: passo.antes }
    : {};
  const result = config.useQuery({ ...args, ...cursor, ...config.queryArgs } as Arg);
  const irParaPagina = (page: number) => {
    const { proxima, anterior } = result.data ?? {};
    if (page === params.page + 1 && proxima) setPasso({ page, vista, depois: proxima });
    else if (page === params.page - 1 && anterior) setPasso({ page, vista, antes: anterior });
    else setPasso(undefined);
    list.setPage(page);
  };
  const [showFilters, setShowFilters] = useState(
    () => quantosFiltrosAtivos(filters, params.filters) > 0,
  );
  const [selected, setSelected] = useState<ReadonlySet<GridRowId>>(new Set());
  // Every row shown so far, by id: a selection may span pages, and a bulk action reads its rows.
  const vistas = useRef(new Map<GridRowId, Row>());
  useEffect(() => {
    for (const linha of result.data?.data ?? []) vistas.current.set(linha.id, linha);
  }, [result.data]);
  const panelId = useId();
  const total = result.data?.total ?? 0;
  const totalEstimado = result.data?.totalEstimado ?? false;
  const activeCount = quantosFiltrosAtivos(filters, params.filters);
  const { cartao } = config;
  const vazio =
    config.vazio ??
    (activeCount > 0 || params.q
      ? 'Tente outra pesquisa ou limpe os filtros.'
      : 'Ainda não há cadastros aqui.');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {!config.semBusca && (
          <CaixaDeBusca
            value={params.q}
            onChange={list.setQ}
            placeholder={config.searchPlaceholder}
          />
        )}
        {filters.length > 0 && (
          <Button
            startIcon={
              <Badge badgeContent={activeCount} color="primary">
                <FilterListIcon />
              </Badge>
            }
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => {
              setShowFilters((open) => !open);
            }}
          >
            Filtros
          </Button>
        )}
        {(activeCount > 0 || params.q) && (
          <Button onClick={list.clearFilters}>Limpar filtros</Button>
        )}
        {config.activeFilter && <AlternarAtivos value={params.ativo} onChange={list.setAtivo} />}
        {config.ordens && (
          <OrdemDaLista ordens={config.ordens} valor={params.sort} onChange={list.setSort} />
        )}
        <Box sx={{ flex: 1 }} />
        {config.exportPath && (
          <BotoesDeExportacao
            path={config.exportPath}
            query={semPaginacao(args)}
            fileName={config.titulo}
            formats={config.exportFormats}
          />
        )}
        {toolbar}
      </Box>
      {filters.length > 0 && (
        <Collapse in={showFilters} id={panelId}>
          <PainelDeFiltros filters={filters} values={params.filters} onChange={list.setFilters} />
        </Collapse>
      )}
      <Box role="status" sx={visualmenteOculto}>
        {result.isFetching
          ? 'Carregando…'
          : `${totalEstimado ? 'cerca de ' : ''}${total.toLocaleString('pt-BR')} ${total === 1 ? 'registro encontrado' : 'registros encontrados'}`}
      </Box>
      {cartao ? (
        <ListaDeCartoes
          rotulo={config.titulo}
          carregando={result.isFetching}
          erro={result.isError ? toProblem(result.error) : null}
          onTentarDeNovo={() => void result.refetch()}
          vazio={vazio}
          itens={(result.data?.data ?? []).map((row) => (
            <ItemDeCartao key={row.id}>{cartao(row)}</ItemDeCartao>
          ))}
          total={total}
          totalEstimado={totalEstimado}
          page={params.page}
          pageSize={params.pageSize}
          onPage={irParaPagina}
          onPageSize={list.setPageSize}
        />
      ) : (
        <TabelaDeDados<Row>
          label={config.titulo}
          columns={config.columns}
          rows={result.data?.data ?? []}
          rowCount={total}
          totalEstimado={totalEstimado}
          loading={result.isFetching}
          error={result.isError ? toProblem(result.error) : null}
          onRetry={() => void result.refetch()}
          vazio={vazio}
          page={params.page}
          pageSize={params.pageSize}
          onPageChange={irParaPagina}
          onPageSizeChange={list.setPageSize}
          sort={params.sort}
          onSortChange={list.setSort}
          rowHref={config.rowHref}
          linkField={config.linkField}
          columnsStorageKey={config.columnsStorageKey}
          selection={config.bulkActions ? { ids: selected, onChange: setSelected } : undefined}
          toolbarExtras={
            config.bulkActions && (
              <BarraDeAcoesEmLote
                actions={config.bulkActions}
                selected={selected}
                linha={(id) => vistas.current.get(id)}
                onDone={() => {
                  setSelected(new Set());
                }}
              />
            )
          }
        />
      )}
      {children?.(result.data?.data ?? [], result)}
    </Box>
  );
}
