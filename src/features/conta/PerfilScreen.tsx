// /perfil: the person's own data and the change-password form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../machines/auth';
import { menuPara, rotuloDaFuncao, useNavegacao } from '../../shared/navigation';
import { AlterarSenhaForm } from './AlterarSenhaForm';

function Dado({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {valor}
      </Typography>
    </Box>
  );
}

export function PerfilScreen() {
  const { usuario } = useAuth();
  const { menu } = useNavegacao();
  if (!usuario) return null;
  const areas = menuPara(menu, usuario.permissoes)
    .filter((g) => g.titulo !== 'Início')
    .map((g) => g.titulo);

  return (
    <Stack spacing={3} component="section">
      <Typography variant="h4" component="h1">
        Meu perfil
      </Typography>
      {usuario.trocarSenha && (
        <Alert severity="warning">
          Sua senha foi definida por outra pessoa ou expirou. Escolha uma nova senha abaixo para
          continuar usando o sistema com segurança.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Dados da conta
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' }, m: 0 }}
        >
          <Dado rotulo="Nome" valor={usuario.nome} />
          <Dado rotulo="E-mail" valor={usuario.email} />
          <Dado rotulo="Função" valor={rotuloDaFuncao(usuario.userType)} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 1 }}>
          Áreas que você pode acessar
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {areas.length > 0 ? (
            areas.map((a) => <Chip key={a} label={a} size="small" />)
          ) : (
            <Typography variant="body2">Nenhuma área além do painel.</Typography>
          )}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Alterar senha
        </Typography>
        <AlterarSenhaForm />
      </Paper>
    </Stack>
  );
}
