import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowId,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Problem } from '../api/problema';
import { TAMANHOS_DE_PAGINA } from './parametrosDaLista';
import { NoRowsOverlay, EstadoDaTabelaContext } from './AvisosDaTabela';
import { centrada, duasLinhas, emDuasLinhas } from './EmDuasLinhas';
import { BarraDaTabela, ToolbarExtrasContext } from './BarraDaTabela';

export interface PropsDaTabela<Row extends GridValidRowModel> {
  /** Accessible name of the grid ('Aprendizes'). */
  label: string;
  columns: readonly GridColDef<Row>[];
  rows: readonly Row[];
  /** Total rows on the server (for the pager). */
  rowCount: number;
  /** rowCount is the server's estimate: the footer says "cerca de". */
  totalEstimado?: boolean;
  loading: boolean;
  error?: Problem | null;
  onRetry?: () => void;
  vazio?: string;
  /** page from 1, as the API counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** 'nome' / '-nome' */
  sort: string | undefined;
  onSortChange: (sort: string | undefined) => void;
  /** Each row's page: its primary cell becomes a real link and clicking the row opens it. */
  rowHref?: (row: Row) => string;
  /** Field whose cell holds the link; default the first column. */
  linkField?: string;
  /** Checkbox selection (ids kept across pages). */
  selection?: { ids: ReadonlySet<GridRowId>; onChange: (ids: ReadonlySet<GridRowId>) => void };
  /** Shown in the grid's toolbar, left of 'Colunas'. */
  toolbarExtras?: ReactNode;
  /** Remembers hidden columns in this browser under this key. */
  columnsStorageKey?: string;
}

const localeText = {
  ...ptBR.components.MuiDataGrid.defaultProps.localeText,

  // The tick is "marcar" (BarraDeAcoesEmLote's 'N marcados'), never "selecionar": a status may be
  // called Selecionado on the same screen (a vacancy's candidates, issue 32).
  footerRowSelected: (n: number) =>
    n === 1 ? '1 linha marcada' : `${n.toLocaleString('pt-BR')} linhas marcadas`,
};

/** The footer of a total that is the server's estimate (a big filtered list, issue 37). */
const localeTextEstimado = {
  ...localeText,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from.toLocaleString('pt-BR')}–${to.toLocaleString('pt-BR')} de cerca de ${count.toLocaleString('pt-BR')}`,
};

function loadVisibility(key: string | undefined): GridColumnVisibilityModel {
  if (!key) return {};
  try {
    return JSON.parse(localStorage.getItem(key) ?? '{}') as GridColumnVisibilityModel;
  } catch {
    return {};
  }
}

function isControl(target: EventTarget): boolean {
  return (
    target instanceof Element && target.closest('a, button, input, [role="checkbox"]') !== null
  );
}

/** Modifier or middle click asks for a new tab, as it would on any link. */
function wantsNewTab(event: React.MouseEvent): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1;
}

/** MUI X DataGrid driven by the server: it shows one page; paging and sorting are requests. */
export function TabelaDeDados<Row extends GridValidRowModel>(props: PropsDaTabela<Row>) {
  const { rowHref, columns, selection, columnsStorageKey } = props;
  const navigate = useNavigate();
  const [visibility, setVisibility] = useState(() => loadVisibility(columnsStorageKey));
  const linkField = props.linkField ?? columns[0]?.field;

  const gridColumns = useMemo<GridColDef<Row>[]>(
    () =>
      columns.map((column) => {
        // A flexible column of plain text holds names and titles: two lines rather than cut.
        const texto = column.flex !== undefined && !column.renderCell && !column.type;
        if (!(rowHref && column.field === linkField)) {
          return texto ? { ...column, renderCell: emDuasLinhas } : column;
        }
        return {
          ...column,
          renderCell: (params) => {
            const link = (
              <Link
                component={RouterLink}
                to={rowHref(params.row)}
                tabIndex={params.tabIndex}
                sx={texto ? duasLinhas : undefined}
              >
                {column.renderCell
                  ? column.renderCell(params)
                  : String(params.formattedValue ?? '')}
              </Link>
            );
            return texto ? <Box sx={centrada}>{link}</Box> : link;
          },
        };
      }),
    [columns, rowHref, linkField],
  );

  const sortModel = useMemo<GridSortModel>(() => {
    if (!props.sort) return [];
    const desc = props.sort.startsWith('-');
    return [{ field: desc ? props.sort.slice(1) : props.sort, sort: desc ? 'desc' : 'asc' }];
  }, [props.sort]);

  const open = (row: Row, newTab: boolean) => {
    if (!rowHref) return;
    if (newTab) window.open(rowHref(row), '_blank', 'noopener');
    else void navigate(rowHref(row));
  };

  return (
    <EstadoDaTabelaContext.Provider
      value={{
        error: props.error ?? null,
        onRetry: props.onRetry,
        vazio: props.vazio ?? '',
      }}
    >
      <ToolbarExtrasContext.Provider value={props.toolbarExtras}>
        <DataGrid<Row>
          label={props.label}
          autoHeight
          rows={props.error ? [] : props.rows}
          columns={gridColumns}
          rowCount={props.rowCount}
          loading={props.loading}
          localeText={props.totalEstimado ? localeTextEstimado : localeText}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          // Filters are the screen's own (in the URL, sent to the API), not the grid's per-column ones.
          disableColumnFilter
          sortingOrder={['asc', 'desc']}
          pageSizeOptions={[...TAMANHOS_DE_PAGINA]}
          paginationModel={{ page: props.page - 1, pageSize: props.pageSize }}
          onPaginationModelChange={(model) => {
            if (model.pageSize !== props.pageSize) props.onPageSizeChange(model.pageSize);
            else if (model.page + 1 !== props.page) props.onPageChange(model.page + 1);
          }}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const first = model[0];
            props.onSortChange(
              first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : undefined,
            );
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={(model) => {
            setVisibility(model);
            if (columnsStorageKey) localStorage.setItem(columnsStorageKey, JSON.stringify(model));
          }}
          checkboxSelection={Boolean(selection)}
          keepNonExistentRowsSelected
          disableRowSelectionOnClick
          rowSelectionModel={
            selection ? { type: 'include', ids: new Set(selection.ids) } : undefined
          }
          onRowSelectionModelChange={(model) => selection?.onChange(new Set(model.ids))}
          onRowClick={(params, event) => {
            // Clicks on the link, a checkbox or a button do their own thing.
            if (isControl(event.target)) return;
            open(params.row as Row, wantsNewTab(event));
          }}
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter' && !isControl(event.target)) open(params.row as Row, false);
          }}
          showToolbar
          slots={{ toolbar: BarraDaTabela, noRowsOverlay: NoRowsOverlay }}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          sx={{
            // A header longer than its column goes to a second line instead of being cut
            // ('Pendentes', 'Concluídas' beside a wide title); two lines fit the header's height.
            '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
            ...(rowHref && { '& .MuiDataGrid-row': { cursor: 'pointer' } }),
          }}
        />
      </ToolbarExtrasContext.Provider>
    </EstadoDaTabelaContext.Provider>
  );
}
