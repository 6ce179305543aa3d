// Both logs' cards read as a timeline: the moment in a column of its own, what happened beside
// it, and the details below indented past that column on a wide screen (its width plus the gap).
import Typography from '@mui/material/Typography';
import { formatarDataHora } from '../../../shared/format';

export const RECUO_DO_DETALHE = { xs: 0, sm: '9.5rem' };

export function Momento({ em }: { em: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ minWidth: '8.5rem' }}>
      {formatarDataHora(em)}
    </Typography>
  );
}
