// /trocar-senha: all a person signed in with a temporary password sees until it is changed. The API
// refuses everything else meanwhile, so there is no menu, no list and no count here that would only
// show refusals; once the new password is saved, the person goes on to where they were going.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { APP_NAME } from '../../shared/constants';
import { AlterarSenhaForm } from './AlterarSenhaForm';

export function TrocarSenhaScreen() {
  const { usuario, sair } = useAuth();
  const location = useLocation();
  if (!usuario) return null;
  if (!usuario.trocarSenha) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/trocar-senha' ? from : '/dashboard'} replace />;
  }
  const primeiroNome = usuario.nome.split(' ')[0] ?? usuario.nome;
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
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 } }}>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography variant="overline" color="text.secondary">
            {APP_NAME}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Troque sua senha
          </Typography>
          <Typography color="text.secondary">
            Olá, {primeiroNome}. Sua senha atual é temporária: foi definida por outra pessoa ou
            expirou. Escolha uma senha só sua para começar a usar o sistema.
          </Typography>
        </Stack>
        <AlterarSenhaForm />
        <Button onClick={sair} sx={{ mt: 2 }}>
          Sair
        </Button>
      </Paper>
    </Box>
  );
}
