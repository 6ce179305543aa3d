// A message box in the theme's colours (error, warning, success, info). Not MUI's Alert: this
// screen's chunk importing Alert made webpack split Alert and IconButton out of the sign-in
// chunk into a shared one, which cost /login about 0.8 KB gzip over its budget
// (test/e2e/orcamento.e2e.ts).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function Aviso({
  tipo,
  id,
  children,
}: {
  tipo: 'error' | 'warning' | 'success' | 'info';
  id?: string;
  children: ReactNode;
}) {
  return (
    <Box
      id={id}
      role={tipo === 'error' ? 'alert' : undefined}
      sx={{
        mt: 2,
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderLeft: 6,
        borderColor: `${tipo}.main`,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {children}
    </Box>
  );
}
