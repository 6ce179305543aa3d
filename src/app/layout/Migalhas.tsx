import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { trilhaDe, useNavegacao } from '../../shared/navigation';
import { LinkPreload } from '../../shared/routing';

export function Migalhas({ pathname, search }: { pathname: string; search?: string }) {
  const trilha = trilhaDe(useNavegacao().rotas, pathname, search);
  // On the dashboard the trail would only repeat the page title.
  if (trilha.length < 2) return null;
  return (
    <Breadcrumbs aria-label="Trilha de navegação" sx={{ mb: 2 }}>
      {trilha.map((m) =>
        m.para ? (
          <Link key={m.para} component={LinkPreload} to={m.para} underline="hover" color="inherit">
            {m.titulo}
          </Link>
        ) : (
          <Typography key="atual" color="text.primary" aria-current="page">
            {m.titulo}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
