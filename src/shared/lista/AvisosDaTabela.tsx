import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { GridOverlay } from '@mui/x-data-grid';
import { createContext, useContext } from 'react';
import { problemMessage, type Problem } from '../api/problema';

export interface TableStatus {
  error: Problem | null;
  onRetry?: () => void;
  vazio: string;
}

/** The grid builds its overlays itself; they read what to say from here. */
export const EstadoDaTabelaContext = createContext<TableStatus>({ error: null, vazio: '' });

/** Shown when there are no rows: either the load failed (with a retry) or nothing matches. */
export function NoRowsOverlay() {
  const { error, onRetry, vazio } = useContext(EstadoDaTabelaContext);
  if (error) {
    return (
      <GridOverlay role="alert" sx={{ flexDirection: 'column', gap: 1, p: 2, textAlign: 'center' }}>
        <Typography variant="subtitle1" component="p">
          Não foi possível carregar a lista.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {problemMessage(error)}
        </Typography>
        {onRetry && (
          <Button variant="outlined" size="small" onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
      </GridOverlay>
    );
  }
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 0.5, p: 2, textAlign: 'center' }}>
      <Typography variant="subtitle1" component="p">
        Nenhum registro encontrado
      </Typography>
      {vazio && (
        <Typography variant="body2" color="text.secondary">
          {vazio}
        </Typography>
      )}
    </GridOverlay>
  );
}
