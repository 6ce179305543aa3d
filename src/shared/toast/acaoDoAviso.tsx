// The one button a building block's toast may carry ('Desfazer' after an undoable action,
// 'Recarregar' after a stale save): it closes its toast first, then does what it says.
import Button from '@mui/material/Button';
import type { SnackbarKey } from 'notistack';
import type { ReactNode } from 'react';

export function acaoDoAviso(
  rotulo: string,
  fechar: (key: SnackbarKey) => void,
  agir: () => void,
): (key: SnackbarKey) => ReactNode {
  return function AcaoDoAviso(key) {
    return (
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          fechar(key);
          agir();
        }}
      >
        {rotulo}
      </Button>
    );
  };
}
