// The one shape of a statistics screen: its question as the subtitle, a link back to the
// statistics' landing, the filters (kept in the URL by each screen), and the answer's three
// states — loading, failed (with "Tentar novamente"), and the figures with when they were computed.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { LinkPreload } from '../../shared/routing';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { formatarGeradoEm } from './formato';

export interface ConsultaDeEstatistica<D> {
  data?: D;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface TelaDeEstatisticaProps<D> {
  titulo: string;
  pergunta: string;
  consulta: ConsultaDeEstatistica<D>;
  /** Pickers above the figures; their values live in the URL. */
  filtros?: ReactNode;
  /** The landing has no "back". */
  semVoltar?: boolean;
  children: (dados: D) => ReactNode;
}

export function TelaDeEstatistica<D extends { geradoEm: string }>({
  titulo,
  pergunta,
  consulta,
  filtros,
  semVoltar,
  children,
}: TelaDeEstatisticaProps<D>) {
  const { data, isError, isFetching, error, refetch } = consulta;
  return (
    <>
      <CabecalhoDaPagina
        titulo={titulo}
        subtitulo={pergunta}
        acoes={
          !semVoltar && (
            <Button component={LinkPreload} to="/estatisticas" startIcon={<ArrowBackIcon />}>
              Todas as estatísticas
            </Button>
          )
        }
      />
      {filtros && <Box sx={{ mb: 2 }}>{filtros}</Box>}
      {isError ? (
        <FalhaAoCarregar erro={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <Box aria-busy="true" aria-label="Carregando estatística" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 2 }}>
            Atualizado em {formatarGeradoEm(data.geradoEm)}
            {isFetching && ' · atualizando…'}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'minmax(0, 1fr)',
              opacity: isFetching ? 0.6 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {children(data)}
          </Box>
        </>
      )}
    </>
  );
}
