import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME } from '../constants';

export interface Crumb {
  label: string;
  /** Omit on the last crumb (the current page). */
  to?: string;
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Crumbs from the root to here, or any node (e.g. a custom Breadcrumbs). */
  breadcrumbs?: readonly Crumb[] | ReactNode;
  /** Buttons on the right: 'Novo', 'Editar', 'Inativar'... */
  actions?: ReactNode;
}

/** What every tab title ends with: the product's one name, as the router's titles use it. */
export const TITLE_SUFFIX = APP_NAME;

/** The one h1 of a screen; also names the browser tab, so history and tabs read meaningfully. */
export function PageHeader({ title, subtitle, breadcrumbs, actions }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · ${TITLE_SUFFIX}`;
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

function isCrumbList(value: PageHeaderProps['breadcrumbs']): value is readonly Crumb[] {
  return Array.isArray(value);
}

function CrumbTrail({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Você está em">
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link
            key={crumb.label}
            component={RouterLink}
            to={crumb.to}
            underline="hover"
            color="inherit"
          >
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
