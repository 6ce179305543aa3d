// A contract action in a dialog with confirmation: the form first (the shared rules' messages on
// its fields), then the question that says exactly what will happen, then the call; the server's
// field errors bring the form back with them on their fields.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { toast } from '../../shared/toast';

export type Erros = Partial<Record<string, string>>;

export interface DialogoEmDuasEtapasProps {
  titulo: string;
  /** The rules' errors for what is typed now (shown after the first "Continuar"). */
  erros: Erros;
  /** The fields, given which errors to show. */
  campos: (erros: Erros) => ReactNode;
  /** The question of the second step, said with the values typed. */
  pergunta: string;
  rotuloConfirmar: string;
  destrutivo?: boolean;
  /** The call: resolves on success, or rejects with what RTK Query's unwrap() rejects with. */
  executar: () => Promise<unknown>;
  mensagemDeSucesso: string;
  onFechar: () => void;
}

export function DialogoEmDuasEtapas(props: DialogoEmDuasEtapasProps) {
  const id = useId();
  const telaCheia = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const [etapa, setEtapa] = useState<'formulario' | 'confirmacao' | 'enviando'>('formulario');
  const [tentou, setTentou] = useState(false);
  const [doServidor, setDoServidor] = useState<{ erros: Erros; mensagem: string } | null>(null);
  const visiveis: Erros = tentou ? { ...doServidor?.erros, ...props.erros } : {};
  const temErros = Object.keys(props.erros).length > 0;
  // A refusal of the contract itself (not of a field) has no field to show on.
  const geral = props.erros.contrato;

  const continuar = () => {
    setTentou(true);
    setDoServidor(null);
    if (!temErros) setEtapa('confirmacao');
  };
  const confirmar = async () => {
    setEtapa('enviando');
    try {
      await props.executar();
      toast.success(props.mensagemDeSucesso);
      props.onFechar();
    } catch (erro) {
      setDoServidor({ erros: errosDeCampo(erro), mensagem: mensagemDeErro(erro) });
      setEtapa('formulario');
    }
  };

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={telaCheia}
      onClose={etapa === 'enviando' ? undefined : props.onFechar}
      aria-labelledby={`${id}-titulo`}
    >
      <DialogTitle id={`${id}-titulo`}>{props.titulo}</DialogTitle>
      <DialogContent dividers>
        {etapa === 'formulario' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {doServidor && <Alert severity="error">{doServidor.mensagem}</Alert>}
            {geral && <Alert severity="error">{geral}</Alert>}
            {props.campos(visiveis)}
          </Box>
        ) : (
          <DialogContentText>{props.pergunta}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {etapa === 'formulario' ? (
          <>
            <Button onClick={props.onFechar}>Cancelar</Button>
            <Button variant="contained" onClick={continuar} disabled={Boolean(geral)}>
              Continuar
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setEtapa('formulario')} disabled={etapa === 'enviando'}>
              Voltar
            </Button>
            <Button
              variant="contained"
              color={props.destrutivo ? 'error' : 'primary'}
              onClick={() => void confirmar()}
              disabled={etapa === 'enviando'}
            >
              {props.rotuloConfirmar}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
