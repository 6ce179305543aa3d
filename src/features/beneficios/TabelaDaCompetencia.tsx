// The table of a competência's benefits (payments, transport and food vouchers): the states every
// one of them has — failed with a retry, loading, empty with the way to generate the month — then
// the table with its totals and a pager in Portuguese, the page kept in the address (?page=N).
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';

/** The page in the address: page 1 is no parameter at all. */
export function usePaginaNaUrl(): [number, (pagina: number) => void] {
  const [busca, setBusca] = useSearchParams();
  const pagina = Number(busca.get('page')) || 1;
  const mudar = (n: number) => {
    setBusca(
      (atual) => {
        const nova = new URLSearchParams(atual);
        if (n === 1) nova.delete('page');
        else nova.set('page', String(n));
        return nova;
      },
      { replace: true },
    );
  };
  return [pagina, mudar];
}

/** A page of the competência's rows with its totals, as the API answers it. */
interface Pagina {
  data: readonly unknown[];
  total: number;
}

interface Props<D extends Pagina> {
  consulta: {
    data?: D;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  competencia: string;
  /** Names the table for screen readers ('Pagamentos de março de 2026'). */
  rotulo: string;
  /** For the loading state's label ('pagamentos'). */
  nome: string;
  /** What is missing, before the link to generate the month. */
  vazio: ReactNode;
  cabecalho: ReactNode;
  /** The body's rows, from the page. */
  linhas: (dados: D) => ReactNode;
  /** The footer row's cells: the page's totals. */
  rodape: (dados: D) => ReactNode;
  pagina: number;
  porPagina: number;
  onPagina: (pagina: number) => void;
}

export function TabelaDaCompetencia<D extends Pagina>(props: Props<D>) {
  const { consulta, competencia } = props;
  const dados = consulta.data;
  if (consulta.isError) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  if (!dados) {
    return (
      <Box aria-busy="true" aria-label={`Carregando ${props.nome}`}>
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (dados.total === 0) {
    return (
      <Alert severity="info">
        {props.vazio}{' '}
        <RouterLink to={`/beneficios?competencia=${competencia}`}>
          Gere a competência na visão geral.
        </RouterLink>
      </Alert>
    );
  }
  return (
    <>
      <TabelaDeValores
        rotulo={props.rotulo}
        cabecalho={props.cabecalho}
        rodape={props.rodape(dados)}
      >
        {props.linhas(dados)}
      </TabelaDeValores>
      {dados.total > props.porPagina && (
        <Pagination
          sx={{ mt: 2 }}
          count={Math.ceil(dados.total / props.porPagina)}
          page={props.pagina}
          onChange={(_, n) => {
            props.onPagina(n);
          }}
          getItemAriaLabel={(tipo, n) =>
            tipo === 'page'
              ? `Página ${String(n)}`
              : tipo === 'next'
                ? 'Próxima página'
                : tipo === 'previous'
                  ? 'Página anterior'
                  : tipo === 'first'
                    ? 'Primeira página'
                    : 'Última página'
          }
        />
      )}
    </>
  );
}

/** A voucher's edit button; a paid month is corrected with an adjustment on the payment instead. */
export function CelulaEditar(props: { bloqueado: boolean; rotulo: string; onEditar: () => void }) {
  return (
    <TableCell>
      <Tooltip title={props.bloqueado ? 'Mês pago: corrija com um ajuste no pagamento' : ''}>
        <span>
          <IconButton
            size="small"
            disabled={props.bloqueado}
            aria-label={props.rotulo}
            onClick={props.onEditar}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </TableCell>
  );
}
