// /verificar/{codigo}: the public page a certificate's or declaration's QR code opens (issue 35).
// No sign-in, phone first, and only what the receiver needs to compare with the paper: the kind,
// the name with the middle names abbreviated, what it states, the issue date, and whether it is
// valid or revoked. A code can also be typed here. Not indexed (the server says so too).
import CancelIcon from '@mui/icons-material/Cancel';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatarData, formatarDataHora } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { normalizarCodigo } from '../../shared/validation/documentos-emitidos';
import { useDocumentoVerificarQuery } from './api/documentos.generated';

/** <meta name="robots" content="noindex"> while the page is open. */
function useSemIndexacao() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

export function VerificarScreen() {
  useSemIndexacao();
  const { codigo } = useParams();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2, sm: 6 }, px: 2 }}
    >
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
        <Typography variant="h5" component="h1">
          Verificação de documento
        </Typography>
        {codigo && <Resultado codigo={codigo} />}
        <OutroCodigo inicial={codigo ?? ''} />
      </Stack>
    </Box>
  );
}

function Resultado({ codigo }: { codigo: string }) {
  const { data, isFetching, isError, error } = useDocumentoVerificarQuery({ codigo });
  if (isFetching) return <TelaCarregando texto="Conferindo o código..." telaCheia={false} />;
  if (isError || !data) {
    return (
      <Alert severity="error" role="alert">
        {problemMessage(toProblem(error))}
      </Alert>
    );
  }
  const valido = data.situacao === 'valido';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        {valido ? (
          <VerifiedIcon color="success" fontSize="large" />
        ) : (
          <CancelIcon color="error" fontSize="large" />
        )}
        <Typography variant="h6" component="p" color={valido ? 'success.main' : 'error.main'}>
          {valido ? 'Documento válido' : `Documento revogado em ${formatarData(data.revogadoEm)}`}
        </Typography>
      </Stack>
      {!valido && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Este documento foi cancelado por quem o emitiu e não vale mais. Peça ao portador o
          documento atual.
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, '& dd': { m: 0 } }}>
        <Campo rotulo="Documento" valor={data.titulo} />
        <Campo rotulo="Titular" valor={data.titular} />
        <Campo rotulo="O que declara" valor={data.resumo} />
        <Campo rotulo="Emitido por" valor={data.organizacao} />
        <Campo rotulo="Emitido em" valor={formatarDataHora(data.emitidoEm)} />
        <Campo rotulo="Código" valor={data.codigo} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        Compare estes dados com o papel. Os nomes do meio aparecem abreviados para proteger o
        titular.
      </Typography>
    </Paper>
  );
}

function Campo({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" variant="body1">
        {valor}
      </Typography>
    </div>
  );
}

function OutroCodigo({ inicial }: { inicial: string }) {
  const navigate = useNavigate();
  const [texto, setTexto] = useState(inicial);
  const [erro, setErro] = useState<string | null>(null);
  const enviar = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const codigo = normalizarCodigo(texto);
    if (!codigo) {
      setErro('São 12 letras e números, como ABCD-EFGH-JKMN (sem I nem O, sem 0 nem 1).');
      return;
    }
    setErro(null);
    void navigate(`/verificar/${codigo}`);
  };
  return (
    <Box component="form" onSubmit={enviar} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label="Código de verificação"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        error={erro !== null}
        helperText={erro ?? 'Impresso no rodapé do documento, ao lado do código QR.'}
        slotProps={{
          htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false },
        }}
      />
      <Button type="submit" variant="contained">
        Verificar
      </Button>
    </Box>
  );
}
