import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import { ColumnsPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { createContext, useContext, type ReactNode } from 'react';

/** What the screen puts in the grid's toolbar (the bulk-action bar when rows are selected). */
export const ToolbarExtrasContext = createContext<ReactNode>(null);

/** The grid's own toolbar: extras on the left, the column chooser on the right. */
export function BarraDaTabela() {
  const extras = useContext(ToolbarExtrasContext);
  return (
    <Toolbar>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {extras}
      </Box>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon />}>
        Colunas
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}
