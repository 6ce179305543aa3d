// A catalogue of screens as cards (the reports, the statistics): each card names a screen and the
// question it answers; its title and its buttons open it. The card is labelled by its title, so a screen
// reader walking the list hears which screen each "Abrir" opens.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkPreload } from '../routing';

export interface TelaDoCatalogo {
  caminho: string;
  titulo: string;
  pergunta: string;
}

export function CatalogoDeTelas<T extends TelaDoCatalogo>({
  telas,
  rotulo,
  colunas = 'repeat(auto-fill, minmax(280px, 1fr))',
  acoes,
  linkDoTitulo = (t) => t.caminho,
}: {
  telas: readonly T[];
  /** Names the list when the page has more than one. */
  rotulo?: string;
  /** CSS grid columns, or one per breakpoint ({ xs, sm, lg }). */
  colunas?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  acoes: (tela: T) => ReactNode;
  /** Where the title leads (the first action's address); the screen's path by default. */
  linkDoTitulo?: (tela: T) => string;
}) {
  return (
    <Box
      component="ul"
      aria-label={rotulo}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: colunas }}
    >
      {telas.map((t) => {
        const id = `tela-${t.caminho.replace(/[^a-z0-9]+/gi, '-')}`;
        return (
          <Card component="li" variant="outlined" key={t.caminho} aria-labelledby={id}>
            <CardContent>
              <Typography id={id} variant="h6" component="h2" gutterBottom>
                {/* The title is a link too (issue 32: people click the title, not only "Abrir"). */}
                <Link
                  component={LinkPreload}
                  to={linkDoTitulo(t)}
                  underline="hover"
                  color="inherit"
                >
                  {t.titulo}
                </Link>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t.pergunta}
              </Typography>
            </CardContent>
            <CardActions>{acoes(t)}</CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
