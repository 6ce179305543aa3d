// /dashboard: a real welcome for the signed-in person (name, role, today's date), what is due today
// and the figures of the sections they may read. The sections themselves are the menu's: the page
// no longer repeats the whole menu as cards below the figures (issue 32: a 2,776 px page).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../machines/auth';
import { formatarDataExtenso } from '../../shared/format';
import { menuPara, rotuloDaFuncao, useNavegacao } from '../../shared/navigation';
import { FigurasContratos } from './FigurasContratos';
import { ParaHoje } from './ParaHoje';
import { FigurasTurmasEmpresas } from './FigurasTurmasEmpresas';
import { FigurasAprendizes } from './FigurasAprendizes';

function saudacao(hora: number): string {
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function DashboardScreen() {
  const { usuario } = useAuth();
  const { menu } = useNavegacao();
  if (!usuario) return null;
  const agora = new Date();
  const primeiroNome = usuario.nome.split(/\s+/)[0] ?? usuario.nome;
  const grupos = menuPara(menu, usuario.permissoes).filter((g) => g.titulo !== 'Início');
  const hoje = formatarDataExtenso(agora);

  return (
    <Stack spacing={3} component="section">
      <Box>
        <Typography variant="h4" component="h1">
          {saudacao(agora.getHours())}, {primeiroNome}!
        </Typography>
        <Typography color="text.secondary">
          {rotuloDaFuncao(usuario.userType)} · {hoje.charAt(0).toUpperCase() + hoje.slice(1)}
        </Typography>
      </Box>

      <ParaHoje permissoes={usuario.permissoes} />

      {usuario.permissoes.includes('aprendizes:ler') && <FigurasAprendizes />}

      <FigurasTurmasEmpresas permissoes={usuario.permissoes} />

      {usuario.permissoes.includes('contratos:ler') && <FigurasContratos />}

      {grupos.length === 0 && (
        <Alert severity="info">
          Sua conta ainda não tem acesso a nenhuma área. Peça ao administrador do sistema para
          ajustar sua função.
        </Alert>
      )}
    </Stack>
  );
}
