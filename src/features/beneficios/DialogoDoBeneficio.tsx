// The frame every benefits dialog shares (edit a voucher, adjust or pay a payment): a title, a
// sentence saying what the change does to the month, the fields, and Cancelar beside the action.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export function DialogoDoBeneficio(props: {
  titulo: ReactNode;
  texto: ReactNode;
  /** The action button's text ('Salvar', 'Lançar ajuste'). */
  acao: ReactNode;
  ocupado: boolean;
  onConfirmar: () => void;
  onFechar: () => void;
  /** A dialog kept mounted (payment) opens and closes by this; the others mount to open. */
  aberto?: boolean;
  /** Full width up to this size; without it, as wide as its content. */
  largura?: 'xs' | 'sm';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Dialog
      open={props.aberto ?? true}
      onClose={props.onFechar}
      aria-labelledby={`${id}-titulo`}
      {...(props.largura && { fullWidth: true, maxWidth: props.largura })}
    >
      <DialogTitle id={`${id}-titulo`}>{props.titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.texto}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={props.ocupado} onClick={props.onConfirmar}>
          {props.acao}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
