// The side navigation: every section the person may use, grouped, each entry a real link (Tab
// and Enter work; the current page is marked with aria-current).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { menuPara, useNavegacao } from '../../shared/navigation';
import { LinkPreload } from '../../shared/routing';

/** The entry of the current page: the longest menu path the URL starts with. */
function itemAtivo(pathname: string, paths: string[]): string | undefined {
  return paths
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export function MenuLateral({ aoNavegar }: { aoNavegar?: () => void }) {
  const { usuario } = useAuth();
  const { pathname } = useLocation();
  const grupos = menuPara(useNavegacao().menu, usuario?.permissoes);
  const ativo = itemAtivo(
    pathname,
    grupos.flatMap((g) => g.itens.map((i) => i.path)),
  );

  return (
    <Box component="nav" aria-label="Menu principal" sx={{ overflowY: 'auto', pb: 2 }}>
      {grupos.map((grupo) => {
        const id = `menu-${grupo.titulo.replace(/\W+/g, '-').toLowerCase()}`;
        return (
          <List
            key={grupo.titulo}
            dense
            aria-labelledby={id}
            subheader={
              <ListSubheader
                // Not sticky: a sticky header paints its own background, a visible band on the
                // phone drawer's elevated (lighter) paper in the dark scheme.
                id={id}
                // An <li>: a <ul> may hold only list items (axe 'list').
                component="li"
                disableSticky
                sx={{ lineHeight: '36px', bgcolor: 'transparent' }}
              >
                {grupo.titulo}
              </ListSubheader>
            }
          >
            {grupo.itens.map((item) => (
              <ListItem key={item.path} disablePadding>
                <ListItemButton
                  component={LinkPreload}
                  to={item.path}
                  selected={item.path === ativo}
                  aria-current={item.path === ativo ? 'page' : undefined}
                  onClick={aoNavegar}
                  sx={{ mx: 1, borderRadius: 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <item.icone aria-hidden />
                  </ListItemIcon>
                  <ListItemText primary={item.rotulo} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        );
      })}
    </Box>
  );
}
