// The frame of the class's two flows (alocar, desalocar): full screen on a phone, no closing while
// the server saves, and the class's code never broken across lines in the title.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export function DialogoDoFluxo(props: {
  /** The title before the class's code: 'Alocar aprendizes em'. */
  titulo: ReactNode;
  codigo: string;
  largura: 'sm' | 'md';
  salvando: boolean;
  onFechar: () => void;
  children: ReactNode;
}) {
  const telaCheia = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth={props.largura}
      fullScreen={telaCheia}
      onClose={props.salvando ? undefined : props.onFechar}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>
        {props.titulo}{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {props.codigo}
        </Box>
      </DialogTitle>
      {props.children}
    </Dialog>
  );
}
