// A list's 'Novo …' button: a link to the page that creates one (so it opens in a new tab too),
// the same look wherever a record can be added from a list or a record's section.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function BotaoNovo({ para, children }: { para: string; children: ReactNode }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={Link} to={para}>
      {children}
    </Button>
  );
}
