// The temporary password, shown to the administrator exactly once (after creating a user or
// resetting a password). It lives only in this dialog's props: never in the store, the URL or a
// cache, so closing the dialog is the end of it.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useRef, useState } from 'react';
import { toast } from '../../shared/toast';

export interface SenhaTemporaria {
  nome: string;
  email: string;
  senha: string;
  /** 'criado': a new user; 'redefinida': an existing user's password was reset. */
  motivo: 'criado' | 'redefinida';
}

export function SenhaTemporariaDialog({
  dados,
  onClose,
}: {
  dados: SenhaTemporaria;
  onClose: () => void;
}) {
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  const [copiada, setCopiada] = useState(false);

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(dados.senha);
      setCopiada(true);
      toast.success('Senha copiada.');
    } catch {
      // No clipboard (plain-HTTP LAN installs): select it, so Ctrl+C is all that is left to do.
      campo.current?.select();
      toast.info('Não foi possível copiar sozinho: a senha está selecionada, use Ctrl+C.');
    }
  };

  return (
    <Dialog
      open
      // Only the button closes it: a stray click on the backdrop must not lose the password.
      onClose={(_, motivo) => {
        if (motivo !== 'backdropClick') onClose();
      }}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-titulo`}>
        {dados.motivo === 'criado' ? 'Usuário criado' : 'Senha redefinida'}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-texto`} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          Senha temporária de <strong>{dados.nome}</strong> ({dados.email}). Entregue-a à pessoa por
          um canal seguro: no primeiro acesso, ela deverá criar uma senha própria.
        </DialogContentText>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch', flexWrap: 'wrap' }}>
          <Box
            component="input"
            ref={campo}
            readOnly
            value={dados.senha}
            aria-label="Senha temporária"
            onFocus={(e) => {
              e.currentTarget.select();
            }}
            sx={{
              flex: '1 1 16rem',
              minWidth: 0,
              fontFamily: 'monospace',
              fontSize: '1.15rem',
              letterSpacing: '0.05em',
              px: 1.5,
              py: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'action.hover',
              color: 'text.primary',
            }}
          />
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
            {copiada ? 'Copiada' : 'Copiar'}
          </Button>
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          Esta senha não será mostrada novamente. Copie-a antes de fechar; se ela se perder, use
          Redefinir senha para gerar outra.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Já copiei, fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
