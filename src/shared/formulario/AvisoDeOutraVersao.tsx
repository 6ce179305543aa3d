// Someone else saved the record after it was opened here (a stale `versao`, 409): a warning whose
// way on is 'Recarregar', never an overwrite. The sentence is the screen's (what was saved, what
// reloading discards).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export function AvisoDeOutraVersao(props: { onRecarregar: () => void; children: ReactNode }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" onClick={props.onRecarregar}>
          Recarregar
        </Button>
      }
    >
      {props.children}
    </Alert>
  );
}
