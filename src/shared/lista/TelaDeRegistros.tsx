import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from '../toast/snackbar';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schema } from 'yup';
import { useAcaoDesfazivel } from '../dialogos/useAcaoDesfazivel';
import { DialogoDeFormulario } from '../formulario/DialogoDeFormulario';
import { problemMessage, toProblem } from '../api/problema';
import { CabecalhoDaPagina, type ItemDaTrilha } from '../pagina/CabecalhoDaPagina';
import { TelaDeLista, type ArgsDaLista, type ConfigDaLista } from './TelaDeLista';
import type { ArgumentosDaConsulta } from './parametrosDaLista';

export interface LinhaDeRegistro {
  id: number;
  ativo: boolean;
}

/** What a registry does to the server; a feature builds it from its generated mutation hooks. */
export interface MutacoesDeRegistro<Row, Values> {
  create: (values: Values) => Promise<unknown>;
  /** Sends `versao` from the row, so a stale edit answers 409. */
  update: (row: Row, values: Values) => Promise<unknown>;
  inactivate: (row: Row) => Promise<unknown>;
  reactivate: (row: Row) => Promise<unknown>;
}

/** `Arg`: the generated list hook's argument type, as in `ConfigDaLista`. */
export interface ConfigDeRegistros<
  Row extends LinhaDeRegistro,
  Values extends object,
  Arg extends ArgsDaLista = ArgumentosDaConsulta,
> {
  /** Plural, the page's h1: 'Estados civis'. */
  titulo: string;
  /** Singular with its article's gender, for messages: { noun: 'estado civil', feminine: false }. */
  item: { noun: string; feminine?: boolean };
  breadcrumbs?: readonly ItemDaTrilha[];
  list: Omit<ConfigDaLista<Row, Arg>, 'titulo' | 'rowHref' | 'activeFilter'>;
  form: {
    schema?: Schema;
    /** Initial values of a new row. */
    empty: Partial<Values>;
    /** A row as form values (edit). */
    fromRow: (row: Row) => Partial<Values>;
    fields: ReactNode;
  };
  /** A hook (it calls the generated mutation hooks) returning the four operations. */
  useMutations: () => MutacoesDeRegistro<Row, Values>;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The list's own URL with its dialog opened (`?editar=3`, `?novo`) or closed (null), the list's
 * other parameters kept: a list whose create and edit dialogs live in its address.
 */
export function dialogUrl(
  { pathname, search }: { pathname: string; search: string },
  key: 'editar' | 'novo' | null,
  value = '',
): string {
  const next = new URLSearchParams(search);
  next.delete('editar');
  next.delete('novo');
  if (key) next.set(key, value);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * A whole registry (/cadastros/...): list with search and Ativos/Inativos/Todos, 'Novo', edit in a
 * dialog opened by `?editar=<id>` (rows are links to it), inactivation with 'Desfazer', reactivation.
 */
export function TelaDeRegistros<
  Row extends LinhaDeRegistro,
  Values extends object,
  Arg extends ArgsDaLista = ArgumentosDaConsulta,
>({
  config,
  readOnly = false,
}: {
  config: ConfigDeRegistros<Row, Values, Arg>;
  /** The person may only read (no 'Novo', no edit dialog, no inactivate/reactivate). */
  readOnly?: boolean;
}) {
  const { titulo, item, form } = config;
  const mutations = config.useMutations();
  // The operations are usually new functions each render; the columns must not be rebuilt for that.
  const latest = useRef(mutations);
  useEffect(() => {
    latest.current = mutations;
  });
  const runUndoable = useAcaoDesfazivel();
  const { enqueueSnackbar } = useSnackbar();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const editing = searchParams.get('editar');
  const creating = searchParams.has('novo');
  const a = item.feminine ? 'a' : 'o';

  const { pathname, search } = location;
  const close = () => void navigate(dialogUrl(location, null));

  const reactivate = useCallback(
    async (row: Row) => {
      try {
        await latest.current.reactivate(row);
        enqueueSnackbar(`${capitalize(item.noun)} reativad${a}.`, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(problemMessage(toProblem(error)), { variant: 'error' });
      }
    },
    [enqueueSnackbar, item.noun, a],
  );

  const actionsColumn = useMemo<GridColDef<Row>>(
    () => ({
      field: 'acoes',
      headerName: 'Ações',
      sortable: false,
      width: 130,
      renderCell: ({ row }) =>
        row.ativo ? (
          <Button
            size="small"
            color="error"
            onClick={() =>
              void runUndoable({
                action: () => latest.current.inactivate(row),
                undo: () => latest.current.reactivate(row),
                message: `${capitalize(item.noun)} inativad${a}.`,
              })
            }
          >
            Inativar
          </Button>
        ) : (
          <Button size="small" onClick={() => void reactivate(row)}>
            Reativar
          </Button>
        ),
    }),
    [runUndoable, reactivate, item.noun, a],
  );

  // Memoised: a new columns array or rowHref on every render would make the grid rebuild its columns.
  const listConfig = useMemo(
    () =>
      // `list` is a ConfigDaLista<Row, Arg> without the three keys set here; TypeScript cannot
      // follow its `queryArgs` (required or not by Arg) through Omit while Arg is generic.
      ({
        ...config.list,
        titulo,
        activeFilter: true,
        columns: readOnly ? config.list.columns : [...config.list.columns, actionsColumn],
        rowHref: readOnly
          ? undefined
          : (row: Row) => dialogUrl({ pathname, search }, 'editar', String(row.id)),
      }) as ConfigDaLista<Row, Arg>,
    [config.list, titulo, actionsColumn, pathname, search, readOnly],
  );

  return (
    <>
      <CabecalhoDaPagina
        titulo={titulo}
        trilha={config.breadcrumbs}
        acoes={
          !readOnly && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate(dialogUrl(location, 'novo'))}
            >
              Nov{a} {item.noun}
            </Button>
          )
        }
      />
      <TelaDeLista<Row, Arg> config={listConfig}>
        {(rows) => {
          const row = editing === null ? undefined : rows.find((r) => String(r.id) === editing);
          if (readOnly || (!creating && !row)) return null;
          return (
            <DialogoDeFormulario<Values>
              titulo={row ? `Editar ${item.noun}` : `Nov${a} ${item.noun}`}
              esquema={form.schema}
              initialValues={row ? form.fromRow(row) : form.empty}
              onSubmit={(values) =>
                row ? mutations.update(row, values) : mutations.create(values)
              }
              aoSalvar={close}
              aoCancelar={close}
            >
              {form.fields}
            </DialogoDeFormulario>
          );
        }}
      </TelaDeLista>
    </>
  );
}
