// The apprentice page's LGPD actions (permission lgpd:titular, docs/LGPD.md): "Relatório do
// titular" downloads everything held about the person (JSON for a machine, PDF for a person), and
// "Anonimizar" opens a dialog that says what is irreversible and asks for the name typed.
import DescriptionIcon from '@mui/icons-material/Description';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type SyntheticEvent } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { baixarArquivo, useExportacao } from '../../shared/lista';
import { toast } from '../../shared/toast';
import { useLgpdAnonimizarMutation, type Aprendiz } from './api';

/** The report is a file, not cached data: fetched with the session's token, saved as named. */
const baixarRelatorio = (id: number, formato: 'json' | 'pdf', token: string | null) =>
  baixarArquivo(
    `/api/aprendiz/${String(id)}/titular?formato=${formato}`,
    token,
    `relatorio-titular-${String(id)}.${formato}`,
  );

// The same comparison as the server's: case and repeated spaces do not matter, letters do.
const normalizar = (texto: string) =>
  texto.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export function AcoesLgpd({
  aprendiz,
  onAnonimizado,
}: {
  aprendiz: Aprendiz;
  /** Reloads the record: the tags the mutation invalidates do not reach the page's query. */
  onAnonimizado: () => void;
}) {
  const { getToken } = useExportacao();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [baixando, setBaixando] = useState(false);
  const [dialogo, setDialogo] = useState(false);
  const idMenu = useId();

  const baixar = async (formato: 'json' | 'pdf') => {
    setMenu(null);
    setBaixando(true);
    try {
      const nome = await baixarRelatorio(aprendiz.id, formato, getToken());
      toast.success(`Arquivo ${nome} baixado.`);
    } catch (erro) {
      toast.error(mensagemDeErro(erro));
    } finally {
      setBaixando(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        startIcon={<DescriptionIcon />}
        disabled={baixando}
        aria-haspopup="menu"
        aria-controls={menu ? idMenu : undefined}
        aria-expanded={menu ? true : undefined}
        onClick={(e) => {
          setMenu(e.currentTarget);
        }}
      >
        {baixando ? 'Gerando relatório…' : 'Relatório do titular'}
      </Button>
      <Menu
        id={idMenu}
        anchorEl={menu}
        open={menu !== null}
        onClose={() => {
          setMenu(null);
        }}
      >
        <MenuItem onClick={() => void baixar('pdf')}>PDF (para ler)</MenuItem>
        <MenuItem onClick={() => void baixar('json')}>JSON (para sistemas)</MenuItem>
      </Menu>
      {!aprendiz.anonimizadoEm && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<PersonOffIcon />}
          onClick={() => {
            setDialogo(true);
          }}
        >
          Anonimizar
        </Button>
      )}
      {dialogo && (
        <DialogoAnonimizar
          aprendiz={aprendiz}
          onClose={() => {
            setDialogo(false);
          }}
          onAnonimizado={onAnonimizado}
        />
      )}
    </Box>
  );
}

function DialogoAnonimizar({
  aprendiz,
  onClose,
  onAnonimizado,
}: {
  aprendiz: Aprendiz;
  onClose: () => void;
  onAnonimizado: () => void;
}) {
  const [anonimizar, { isLoading }] = useLgpdAnonimizarMutation();
  const [digitado, setDigitado] = useState('');
  const [erroCampo, setErroCampo] = useState<string | undefined>();
  const [erro, setErro] = useState<string | undefined>();
  const id = useId();
  const confere = normalizar(digitado) === normalizar(aprendiz.nome);

  const enviar = async (evento: SyntheticEvent) => {
    evento.preventDefault();
    if (!confere) {
      setErroCampo('Digite o nome do aprendiz exatamente como está no cadastro');
      return;
    }
    setErro(undefined);
    try {
      const r = await anonimizar({
        id: aprendiz.id,
        body: { confirmacaoNome: digitado },
      }).unwrap();
      toast.success(r.mensagem);
      onClose();
      onAnonimizado();
    } catch (e) {
      const campos = errosDeCampo(e);
      if (campos.confirmacaoNome) setErroCampo(campos.confirmacaoNome);
      else setErro(mensagemDeErro(e));
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: (e: SyntheticEvent) => void enviar(e) } }}
    >
      <DialogTitle id={`${id}-titulo`}>Anonimizar {aprendiz.nome}?</DialogTitle>
      <DialogContent>
        <Box id={`${id}-texto`}>
          {/* Part of the dialog's description, read with it: not a live announcement. */}
          <Alert severity="warning" sx={{ mb: 2 }} role="note">
            Esta ação é <strong>irreversível</strong>: os dados pessoais não poderão ser
            recuperados.
          </Alert>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Nome, nome social, CPF, RG, contatos, endereço (fica o município), responsável e
            observações serão substituídos no cadastro, no histórico e na trilha de auditoria. A
            data de nascimento fica só com o ano.
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Situação, contratos, frequência, notas e pagamentos continuam contando nas estatísticas,
            sem identificar a pessoa. Baixe antes o relatório do titular, se ele foi pedido.
          </Typography>
        </Box>
        {erro && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {erro}
          </Alert>
        )}
        <TextField
          label="Digite o nome do aprendiz para confirmar"
          value={digitado}
          onChange={(e) => {
            setDigitado(e.target.value);
            setErroCampo(undefined);
          }}
          error={erroCampo !== undefined}
          helperText={erroCampo ?? `Nome no cadastro: ${aprendiz.nome}`}
          autoComplete="off"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={isLoading || !confere}>
          {isLoading ? 'Anonimizando…' : 'Anonimizar definitivamente'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
