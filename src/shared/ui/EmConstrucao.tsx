// THE one placeholder of the product: a screen a later issue has not built yet. It is clearly
// marked, names its section, and links to the section's other screens so every route stays
// reachable. Later issues replace it route by route.
import ConstructionIcon from '@mui/icons-material/Construction';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { LinkPreload } from '../routing';

export interface EmConstrucaoProps {
  /** The screen's h1; omit when the screen around it already has one. */
  titulo?: string;
  secao: string;
  /** Other screens of the section. */
  links?: readonly { path: string; titulo: string }[];
}

export function EmConstrucao({ titulo, secao, links = [] }: EmConstrucaoProps) {
  return (
    <Box component="section" data-em-construcao={secao}>
      {titulo && (
        <Typography variant="h4" component="h1" gutterBottom>
          {titulo}
        </Typography>
      )}
      <Alert severity="info" icon={<ConstructionIcon />} sx={{ maxWidth: 720 }}>
        <AlertTitle>Em construção</AlertTitle>
        Esta tela da seção <strong>{secao}</strong> ainda está sendo construída e chegará em uma
        próxima versão. Enquanto isso, use as outras telas disponíveis no menu.
      </Alert>
      {links.length > 0 && (
        <Box component="nav" aria-label={`Telas de ${secao}`} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            Telas de {secao}
          </Typography>
          <List dense>
            {links.map((l) => (
              <ListItem key={l.path} disableGutters>
                <Link component={LinkPreload} to={l.path}>
                  {l.titulo}
                </Link>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
