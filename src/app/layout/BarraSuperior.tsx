import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { APP_NAME } from '../../shared/constants';
import { LinkPreload } from '../../shared/routing';
import { MenuUsuario } from './MenuUsuario';
import { PaletaDeComandos } from './PaletaDeComandos';

interface Props {
  celular: boolean;
  menuAberto: boolean;
  onAbrirMenu: () => void;
}

export function BarraSuperior({ celular, menuAberto, onAbrirMenu }: Props) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar>
        {celular && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menu de navegação"
            aria-controls="menu-lateral"
            aria-expanded={menuAberto}
            onClick={onAbrirMenu}
            sx={{ mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={LinkPreload}
          to="/dashboard"
          color="inherit"
          underline="none"
          variant="h6"
          noWrap
          sx={{ fontWeight: 600 }}
        >
          {APP_NAME}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <PaletaDeComandos celular={celular} />
        <MenuUsuario />
      </Toolbar>
    </AppBar>
  );
}
