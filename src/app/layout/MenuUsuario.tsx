// The user's menu in the top bar: their name, Perfil, Configurações and Sair.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useAuth } from '../../machines/auth';
import { LinkPreload } from '../../shared/routing';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';

const iniciais = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join('');

export function MenuUsuario() {
  const { usuario, sair } = useAuth();
  const [ancora, setAncora] = useState<HTMLElement | null>(null);
  const aberto = ancora !== null;
  const nome = usuario?.nome ?? '';
  const fechar = () => {
    setAncora(null);
  };

  return (
    <>
      <Button
        id="botao-menu-usuario"
        color="inherit"
        aria-haspopup="menu"
        aria-controls={aberto ? 'menu-usuario' : undefined}
        aria-expanded={aberto}
        onClick={(e) => {
          setAncora(e.currentTarget);
        }}
        endIcon={<ArrowDropDownIcon />}
        sx={{ gap: 1, maxWidth: { xs: 110, sm: 320 } }}
      >
        {/* Not a startIcon: the button would resize the initials to an icon's size. */}
        <Avatar aria-hidden sx={{ width: 30, height: 30, fontSize: 13, bgcolor: 'secondary.main' }}>
          {iniciais(nome)}
        </Avatar>
        {/* The name comes from the text, not an aria-label, so what is read contains what is seen
            (WCAG 2.5.3); on a phone the name is hidden from sight only. */}
        <Box component="span" className="visually-hidden">
          Menu do usuário:{' '}
        </Box>
        <Box
          component="span"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            '@media (max-width: 599.95px)': visualmenteOculto,
          }}
        >
          {nome}
        </Box>
      </Button>
      <Menu
        id="menu-usuario"
        anchorEl={ancora}
        open={aberto}
        onClose={fechar}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'botao-menu-usuario' } }}
      >
        <MenuItem component={LinkPreload} to="/perfil" onClick={fechar}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          Perfil
        </MenuItem>
        <MenuItem component={LinkPreload} to="/configuracoes" onClick={fechar}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          Configurações
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            fechar();
            sair();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sair
        </MenuItem>
      </Menu>
    </>
  );
}
