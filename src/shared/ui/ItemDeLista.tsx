// One entry of a SecaoDeLista (a vacancy, a candidacy, a referral, a contract): its name as the
// link to its page, what is beside the name, a line of facts under it, and its status at the end.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ItemDeListaProps {
  /** The entry's page: '/vagas/30', '/contratos/9'. */
  para: string;
  nome: ReactNode;
  /** Beside the name: who or where (a contract's apprentice or partner). */
  aoLado?: ReactNode;
  /** The line of facts under the name. */
  fatos: ReactNode;
  /** Under the facts: what it led to (a referral's contract). */
  abaixo?: ReactNode;
  /** The status chip, at the end of the row. */
  status: ReactNode;
}

export function ItemDeLista(props: ItemDeListaProps) {
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Link component={RouterLink} to={props.para}>
          {props.nome}
        </Link>
        {props.aoLado && (
          <Typography component="span" sx={{ ml: 1 }}>
            {props.aoLado}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {props.fatos}
        </Typography>
        {props.abaixo}
      </Box>
      {props.status}
    </ListItem>
  );
}
