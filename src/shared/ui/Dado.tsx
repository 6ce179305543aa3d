// One labelled value of a record's detail page (a <dt>/<dd> pair inside a <dl>), '—' when empty.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function Dado({ rotulo, children }: { rotulo: string; children?: ReactNode }) {
  const vazio =
    children === null || children === undefined || children === '' || children === false;
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {vazio ? '—' : children}
      </Typography>
    </Box>
  );
}
