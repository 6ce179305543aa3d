// A page of entries shown as cards rather than grid rows (the audit trail: an entry's changed fields
// take several lines, on a phone too), with the states a TabelaDeDados has: loading, error with a retry,
// empty, and the pager.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Problem } from '../api/problema';
import { ErroComNovaTentativa } from '../ui/Carregamento';
import { Paginacao, type PaginacaoProps } from './Paginacao';

export interface ListaDeCartoesProps extends PaginacaoProps {
  /** Names the list for screen readers ('Alterações'). */
  rotulo: string;
  carregando: boolean;
  erro: Problem | null;
  onTentarDeNovo: () => void;
  vazio: string;
  itens: readonly ReactNode[];
}

export function ListaDeCartoes({
  rotulo,
  carregando,
  erro,
  onTentarDeNovo,
  vazio,
  itens,
  ...paginacao
}: ListaDeCartoesProps) {
  return (
    <Box>
      <Box sx={{ height: 4 }}>{carregando && <LinearProgress aria-hidden />}</Box>
      {erro ? (
        <ErroComNovaTentativa erro={erro} onTentarDeNovo={onTentarDeNovo} />
      ) : itens.length === 0 ? (
        // No list element until there are entries: an empty <ol> read out (or found by a test)
        // while the page is still on its way says "no entries", which is not true yet.
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{carregando ? 'Carregando…' : vazio}</Typography>
        </Paper>
      ) : (
        <Paper
          variant="outlined"
          component="ol"
          aria-label={rotulo}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {itens}
        </Paper>
      )}
      {paginacao.total > 0 && !erro && <Paginacao {...paginacao} />}
    </Box>
  );
}

/** One card of the list: an `li` with the list's spacing and dividers. */
export function ItemDeCartao({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ px: 2, py: 1.5, '&:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}
    >
      {children}
    </Box>
  );
}
