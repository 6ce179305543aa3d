import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { DialogoDeConfirmacao } from '../dialogos/DialogoDeConfirmacao';

export interface BulkAction<Row = unknown> {
  label: string;
  icon?: ReactNode;
  /** Red, and asked first when `confirm` is set. */
  destructive?: boolean;
  /** Question asked before running ('Inativar 3 aprendizes?' is built from it with the count). */
  confirm?: (count: number) => string;
  /**
   * `linhas`: the selected rows the list has shown (a selection may span pages; the grid keeps
   * only ids), for an action that applies to some of them only.
   */
  run: (ids: readonly GridRowId[], linhas: readonly Row[]) => Promise<unknown> | undefined;
}

export interface BulkActionsBarProps<Row> {
  actions: readonly BulkAction<Row>[];
  selected: ReadonlySet<GridRowId>;
  /** The row behind an id, when the list has shown it. */
  linha: (id: GridRowId) => Row | undefined;
  /** After an action finished (clears the selection). */
  onDone: () => void;
}

/**
 * 'N marcados' and the actions that apply to all of them. The tick is "marcar", never
 * "selecionar": a status may be called Selecionado (a vacancy's candidates) on the same screen.
 */
export function BarraDeAcoesEmLote<Row>({
  actions,
  selected,
  linha,
  onDone,
}: BulkActionsBarProps<Row>) {
  const [asking, setAsking] = useState<BulkAction<Row> | null>(null);
  const [running, setRunning] = useState(false);
  const ids = [...selected];

  const run = async (action: BulkAction<Row>) => {
    setAsking(null);
    setRunning(true);
    try {
      await action.run(
        ids,
        ids.flatMap((id) => linha(id) ?? []),
      );
      onDone();
    } finally {
      setRunning(false);
    }
  };

  if (ids.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" role="status">
        {ids.length === 1 ? '1 marcado' : `${ids.length} marcados`}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          color={action.destructive ? 'error' : 'primary'}
          startIcon={action.icon}
          disabled={running}
          onClick={() => (action.confirm ? setAsking(action) : void run(action))}
        >
          {action.label}
        </Button>
      ))}
      <DialogoDeConfirmacao
        open={asking !== null}
        title={asking?.confirm?.(ids.length) ?? ''}
        confirmLabel={asking?.label}
        destructive={asking?.destructive}
        onConfirm={() => asking && void run(asking)}
        onCancel={() => {
          setAsking(null);
        }}
      />
    </Box>
  );
}
