// /dashboard: a real welcome for the signed-in person (name, role, today's date) and shortcuts to
// the sections they may use. Later issues add their figures here.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '../../machines/auth';
import { formatarDataExtenso } from '../../shared/format';
import { menuPara, rotuloDaFuncao } from '../../shared/navigation';
import { IconeDaRota } from '../../shared/navigation/icones';
import { FigurasContratos } from './FigurasContratos';
import { ParaHoje } from './ParaHoje';
import { FigurasTurmasEmpresas, TituloDoGrupo } from './FigurasTurmasEmpresas';
import { FigurasAprendizes } from './FigurasAprendizes';
import { CartaoComLink } from '../../shared/ui/CartaoComLink';

function saudacao(hora: number): string {
  if (hora < 12) return 'Bom dia';
  if (hora < 18) return 'Boa tarde';
  return 'Boa noite';
}

export function DashboardScreen() {
  const { usuario } = useAuth();
  if (!usuario) return null;
  const agora = new Date();
  const primeiroNome = usuario.nome.split(/\s+/)[0] ?? usuario.nome;
  const grupos = menuPara(usuario.permissoes).filter((g) => g.titulo !== 'Início');
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

      {grupos.map((grupo) => (
        <Box key={grupo.titulo} component="section" aria-labelledby={`atalhos-${grupo.titulo}`}>
          <TituloDoGrupo id={`atalhos-${grupo.titulo}`}>{grupo.titulo}</TituloDoGrupo>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            }}
          >
            {grupo.itens.map((item) => (
              <CartaoComLink
                key={item.path}
                para={item.path}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%' }}
              >
                <Box sx={{ color: 'primary.main', display: 'flex' }}>
                  <IconeDaRota path={item.path} />
                </Box>
                <Typography sx={{ fontWeight: 500 }}>{item.rotulo}</Typography>
              </CartaoComLink>
            ))}
          </Box>
        </Box>
      ))}
      {grupos.length === 0 && (
        <Alert severity="info">
          Sua conta ainda não tem acesso a nenhuma área. Peça ao administrador do sistema para
          ajustar sua função.
        </Alert>
      )}
    </Stack>
  );
}
