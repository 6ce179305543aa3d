import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SecaoDeFormularioProps {
  titulo: string;
  descricao?: string;
  children: ReactNode;
}

/** A titled block of a long form (dados pessoais, endereço...): fields flow in a responsive grid. */
export function SecaoDeFormulario({
  titulo: title,
  descricao: description,
  children,
}: SecaoDeFormularioProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
          alignItems: 'start',
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
