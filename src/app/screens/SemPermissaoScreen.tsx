import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function SemPermissaoScreen({ titulo }: { titulo: string }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h1" gutterBottom>
        {titulo}
      </Typography>
      <Alert severity="warning" sx={{ maxWidth: 720 }}>
        Você não tem permissão para acessar esta tela. Se precisar dela no seu trabalho, peça acesso
        ao administrador do sistema.
      </Alert>
    </Box>
  );
}
