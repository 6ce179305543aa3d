import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface OpcoesDeConfirmacao {
  title: string;
  message?: ReactNode;
  /** Default 'Confirmar'; say what happens ('Inativar', 'Descartar'). */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  /** Red confirm button, and focus starts on cancel so Enter never destroys by accident. */
  destructive?: boolean;
}

export interface DialogoDeConfirmacaoProps extends OpcoesDeConfirmacao {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question that must be answered before going on (Esc and the backdrop answer 'no'). */
export function DialogoDeConfirmacao(props: DialogoDeConfirmacaoProps) {
  const { open, title, message, destructive = false, onConfirm, onCancel } = props;
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={message ? `${id}-mensagem` : undefined}
      slotProps={{ paper: { role: 'alertdialog' } }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-titulo`}>{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText id={`${id}-mensagem`} component="div">
            {message}
          </DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} autoFocus={destructive}>
          {props.cancelLabel ?? 'Cancelar'}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus={!destructive}
        >
          {props.confirmLabel ?? 'Confirmar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
