// Revoke or reissue a document: both ask why (kept in the register and the audit trail).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { problemMessage, toProblem } from '../../shared/formulario';
import { toast } from '../../shared/toast';
import {
  useDocumentoReemitirMutation,
  useDocumentoRevogarMutation,
  type DocumentoEmitido,
} from './api/documentos-do-aprendiz.generated';

const TEXTOS = {
  revogar: {
    titulo: 'Revogar documento',
    explica: 'Quem conferir o código verá o documento como revogado, com a data de hoje.',
    botao: 'Revogar',
  },
  reemitir: {
    titulo: 'Reemitir documento',
    explica:
      'Um novo documento é emitido com os registros de hoje e um novo código; este fica revogado.',
    botao: 'Reemitir',
  },
} as const;

export function DialogoDoMotivo(props: {
  doc: DocumentoEmitido;
  acao: 'revogar' | 'reemitir';
  onFechar: () => void;
}) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [revogar, r] = useDocumentoRevogarMutation();
  const [reemitir, e] = useDocumentoReemitirMutation();
  const t = TEXTOS[props.acao];
  const curto = motivo.trim().length < 3;
  const enviar = async () => {
    setErro(null);
    try {
      const arg = { id: props.doc.id, body: { motivo: motivo.trim() } };
      if (props.acao === 'revogar') {
        await revogar(arg).unwrap();
        toast.success(`Documento ${props.doc.codigo} revogado.`);
      } else {
        const novo = await reemitir(arg).unwrap();
        toast.success(`Reemitido com o código ${novo.codigo}.`);
      }
      props.onFechar();
    } catch (falha) {
      setErro(problemMessage(toProblem(falha)));
    }
  };
  return (
    <Dialog open onClose={props.onFechar} fullWidth maxWidth="sm">
      <DialogTitle>{t.titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {props.doc.titulo} — código {props.doc.codigo}. {t.explica}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label="Motivo"
          value={motivo}
          onChange={(ev) => setMotivo(ev.target.value)}
          helperText="De 3 a 500 caracteres."
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {erro && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {erro}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onFechar}>Cancelar</Button>
        <Button
          variant="contained"
          color={props.acao === 'revogar' ? 'error' : 'primary'}
          disabled={curto || r.isLoading || e.isLoading}
          onClick={() => void enviar()}
        >
          {t.botao}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
