// A record's read-only data: outlined panels, each named by its h2 (or an accessible name when it
// has no visible title), holding a grid of label/value pairs (`Dado`) as one <dl>.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface PainelProps {
  /** The visible h2, which also names the section. */
  titulo?: string;
  /** The section's name for screen readers when it has no visible title. */
  rotulo?: string;
  children: ReactNode;
}

export function Painel({ titulo, rotulo, children }: PainelProps) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      {...(titulo ? { 'aria-labelledby': id } : { 'aria-label': rotulo })}
    >
      {titulo && (
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {titulo}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** The label/value grid: as many columns of at least `larguraMinima` as fit. */
export function ListaDeDados({
  larguraMinima = '13rem',
  children,
}: {
  larguraMinima?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${larguraMinima}), 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}

export function SecaoDeDados({
  larguraMinima,
  children,
  ...painel
}: PainelProps & { larguraMinima?: string }) {
  return (
    <Painel {...painel}>
      <ListaDeDados larguraMinima={larguraMinima}>{children}</ListaDeDados>
    </Painel>
  );
}
