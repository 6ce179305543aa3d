import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '../constants';

export interface ItemDaTrilha {
  rotulo: string;
  /** Omit on the last crumb (the current page). */
  para?: string;
}

export interface CabecalhoDaPaginaProps {
  titulo: string;
  subtitulo?: ReactNode;
  /** Crumbs from the root to here, or any node (e.g. a custom Breadcrumbs). */
  trilha?: readonly ItemDaTrilha[] | ReactNode;
  /** Buttons on the right: 'Novo', 'Editar', 'Inativar'... */
  acoes?: ReactNode;
}

/** What every tab title ends with: the product's one name, as the router's titles use it. */
export const SUFIXO_DO_TITULO = APP_NAME;

/** The one h1 of a screen; also names the browser tab, so history and tabs read meaningfully. */
export function CabecalhoDaPagina({
  titulo: title,
  subtitulo: subtitle,
  trilha: breadcrumbs,
  acoes: actions,
}: CabecalhoDaPaginaProps) {
  useEffect(() => {
    document.title = `${title} · ${SUFIXO_DO_TITULO}`;
  }, [title]);

  return (
    <Box component="header" sx={{ mb: 3 }}>
      {isCrumbList(breadcrumbs) ? <CrumbTrail crumbs={breadcrumbs} /> : breadcrumbs}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body1" color="text.secondary" component="div">
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
    </Box>
  );
}

function isCrumbList(value: CabecalhoDaPaginaProps['trilha']): value is readonly ItemDaTrilha[] {
  return Array.isArray(value);
}

function CrumbTrail({ crumbs }: { crumbs: readonly ItemDaTrilha[] }) {
  return (
    <Breadcrumbs aria-label="Você está em">
      {crumbs.map((crumb, index) =>
        crumb.para && index < crumbs.length - 1 ? (
          <Link
            key={crumb.rotulo}
            component={RouterLink}
            to={crumb.para}
            underline="hover"
            color="inherit"
          >
            {crumb.rotulo}
          </Link>
        ) : (
          <Typography key={crumb.rotulo} color="text.primary" aria-current="page">
            {crumb.rotulo}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
