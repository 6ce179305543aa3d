// The signed-in frame: top bar, side navigation (a drawer on phones), breadcrumbs, and the screen.
// Loaded as its own chunk, so the sign-in screen never pays for it.
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTheme as useMuiTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { ProvedorDeConfirmacao } from '../../shared/dialogos/ProvedorDeConfirmacao';
import { ExportacaoProvider } from '../../shared/lista/ExportacaoProvider';
import { NavegacaoProvider, podeAcessar, rotaDoCaminho } from '../../shared/navigation';
import { useAppSelector } from '../../store/hooks';
import { selectToken } from '../../store/session';
import { NAVEGACAO, ROTAS } from '../navegacao';
import { SemPermissaoScreen } from '../screens/SemPermissaoScreen';
import { BarraSuperior } from './BarraSuperior';
import { DentroDoLayout } from './DentroDoLayout';
import { MenuLateral } from './MenuLateral';
import { Migalhas } from './Migalhas';

const LARGURA_MENU = 272;

export function AppLayout() {
  const tema = useMuiTheme();
  // noSsr: read the media query on the first render, so a phone never flashes the desktop menu.
  const celular = useMediaQuery(tema.breakpoints.down('md'), { noSsr: true });
  const [menuAberto, setMenuAberto] = useState(false);
  const { pathname, search } = useLocation();
  const { usuario } = useAuth();
  const rota = rotaDoCaminho(ROTAS, pathname);
  // Exports are plain fetches (streamed files), so they take the session's token from here.
  const token = useAppSelector(selectToken);
  const getToken = useCallback(() => token, [token]);

  useEffect(() => {
    setMenuAberto(false);
  }, [pathname]);

  const fechar = () => {
    setMenuAberto(false);
  };

  return (
    <NavegacaoProvider value={NAVEGACAO}>
      <DentroDoLayout value>
        {/* Here, not at the root: its dialog would otherwise weigh on the sign-in screen. */}
        <ProvedorDeConfirmacao>
          <ExportacaoProvider getToken={getToken}>
            <Box sx={{ display: 'flex', minHeight: '100vh' }}>
              <Box
                component="a"
                href="#conteudo"
                sx={{
                  position: 'absolute',
                  left: -9999,
                  zIndex: (t) => t.zIndex.tooltip,
                  '&:focus': {
                    left: 8,
                    top: 8,
                    p: 1,
                    bgcolor: 'background.paper',
                    color: 'text.primary',
                  },
                }}
              >
                Pular para o conteúdo
              </Box>
              <BarraSuperior
                celular={celular}
                menuAberto={menuAberto}
                onAbrirMenu={() => {
                  setMenuAberto(true);
                }}
              />
              <Drawer
                id="menu-lateral"
                variant={celular ? 'temporary' : 'permanent'}
                open={celular ? menuAberto : true}
                onClose={fechar}
                ModalProps={{ keepMounted: true }}
                sx={{
                  width: { md: LARGURA_MENU },
                  flexShrink: 0,
                  '& .MuiDrawer-paper': { width: LARGURA_MENU, boxSizing: 'border-box' },
                }}
              >
                <Toolbar />
                <MenuLateral aoNavegar={celular ? fechar : undefined} />
              </Drawer>
              <Box
                component="main"
                id="conteudo"
                tabIndex={-1}
                sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, outline: 'none' }}
              >
                <Toolbar />
                <Migalhas pathname={pathname} search={search} />
                {rota && !podeAcessar(usuario?.permissoes, rota) ? (
                  <SemPermissaoScreen titulo={rota.titulo} />
                ) : (
                  <Outlet />
                )}
              </Box>
            </Box>
          </ExportacaoProvider>
        </ProvedorDeConfirmacao>
      </DentroDoLayout>
    </NavegacaoProvider>
  );
}
