// /login: e-mail and password, 'Entrar', and every failure in Portuguese (wrong credentials,
// temporary lock with the time left, no connection). Kept light: it is the first screen anyone
// downloads, so it uses no layout, no icons barrel, no form library.
import SchoolIcon from '@mui/icons-material/School';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../machines/auth';
import { APP_NAME } from '../../shared/constants';
import { CampoLogin } from './CampoLogin';
import { CampoSenha } from './CampoSenha';

interface ErrosCampos {
  email?: string;
  senha?: string;
}

function validar(email: string, senha: string): ErrosCampos {
  const erros: ErrosCampos = {};
  if (!email.trim()) erros.email = 'Informe o e-mail';
  else if (!/^\S+@\S+\.\S+$/.test(email.trim())) erros.email = 'Informe um e-mail válido';
  if (!senha) erros.senha = 'Informe a senha';
  return erros;
}

export function LoginScreen() {
  const { entrar, entrando, erro, aviso } = useAuth();
  const [email, setEmail] = useState('');
  const [senha, setSenha] = useState('');
  const [erros, setErros] = useState<ErrosCampos>({});
  const campoSenha = useRef<HTMLInputElement>(null);

  // After a failed attempt the password is cleared and focused, ready for the next try.
  useEffect(() => {
    if (!erro) return;
    setSenha('');
    campoSenha.current?.focus();
  }, [erro]);

  const enviar = (e: { preventDefault: () => void }) => {
    e.preventDefault();
    const encontrados = validar(email, senha);
    setErros(encontrados);
    if (Object.keys(encontrados).length === 0) entrar(email.trim(), senha);
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
        // The theme's colour washes in from the corner, softer in the dark scheme.
        backgroundImage:
          'linear-gradient(160deg, rgb(var(--mui-palette-primary-mainChannel) / 0.55) 0%, transparent 60%)',
        '@media (prefers-color-scheme: dark)': {
          backgroundImage:
            'linear-gradient(160deg, rgb(var(--mui-palette-primary-mainChannel) / 0.22) 0%, transparent 60%)',
        },
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
          <SchoolIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {APP_NAME}
          </Typography>
          <Typography color="text.secondary">
            Entre com seu e-mail e senha para continuar.
          </Typography>
        </Stack>

        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={enviar}
          aria-label="Entrar no sistema"
        >
          {aviso && !erro && <Alert severity="info">{aviso}</Alert>}
          {erro && (
            <Alert severity="error" role="alert">
              {erro.titulo && <AlertTitle>{erro.titulo}</AlertTitle>}
              {erro.mensagem}
            </Alert>
          )}
          <CampoLogin
            id="login-email"
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            onChange={setEmail}
            erro={erros.email}
            disabled={entrando}
          />
          <CampoSenha
            id="login-senha"
            label="Senha"
            autoComplete="current-password"
            inputRef={campoSenha}
            value={senha}
            onChange={setSenha}
            erro={erros.senha}
            disabled={entrando}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={entrando}
            startIcon={
              entrando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            Entrar
          </Button>
          {entrando && (
            <Typography
              role="status"
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: 'center' }}
            >
              Verificando suas credenciais...
            </Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
