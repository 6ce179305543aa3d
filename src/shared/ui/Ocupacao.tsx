// A class's occupancy (apprentices allocated now against its capacity) as a small bar with the
// figures, and its status as a chip: the turmas list, the class page and the educator's classes,
// which show both as the same two columns and filter by the same statuses.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { STATUS_TURMA } from '../validation/turma';

/** Full is red, nearly full (90% or more) amber, otherwise the theme's colour. */
export function corDaOcupacao(ocupacao: number, capacidade: number) {
  if (capacidade > 0 && ocupacao >= capacidade) return 'error' as const;
  if (capacidade > 0 && ocupacao / capacidade >= 0.9) return 'warning' as const;
  return 'primary' as const;
}

export function BarraDeOcupacao({
  ocupacao,
  capacidade,
  largura = '100%',
}: {
  ocupacao: number;
  capacidade: number;
  largura?: number | string;
}) {
  const percentual = capacidade > 0 ? Math.min(100, Math.round((ocupacao / capacidade) * 100)) : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: largura, minWidth: 0 }}>
      <LinearProgress
        variant="determinate"
        value={percentual}
        color={corDaOcupacao(ocupacao, capacidade)}
        aria-label={`Ocupação: ${ocupacao} de ${capacidade} vagas`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {ocupacao}/{capacidade}
      </Typography>
    </Box>
  );
}

const COR_STATUS: Partial<Record<string, 'info' | 'success' | 'default'>> = {
  planejada: 'info',
  'em andamento': 'success',
  encerrada: 'default',
};

/** A class's status as a person reads it: 'em andamento' → 'Em andamento'. */
export const rotuloDoStatusDaTurma = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1);

/** The statuses a class list or form offers. */
export const OPCOES_STATUS_TURMA = STATUS_TURMA.map((s) => ({
  value: s,
  label: rotuloDoStatusDaTurma(s),
}));

export function StatusDaTurma({ status, ativo = true }: { status: string; ativo?: boolean }) {
  if (!ativo) return <Chip size="small" label="Inativa" />;
  const cor = COR_STATUS[status] ?? 'default';
  return <Chip size="small" variant="outlined" color={cor} label={rotuloDoStatusDaTurma(status)} />;
}

interface TurmaNaLista {
  status: string;
  ativo: boolean;
  ocupacao: number;
  capacidade: number;
}

/** A class list's 'Situação' column: the chip. */
export const colunaDoStatusDaTurma = <Row extends TurmaNaLista>(
  width: number,
): GridColDef<Row> => ({
  field: 'status',
  headerName: 'Situação',
  width,
  renderCell: ({ row }) => <StatusDaTurma status={row.status} ativo={row.ativo} />,
});

/** A class list's 'Ocupação' column: the bar with its figures. */
export const colunaDeOcupacao = <Row extends TurmaNaLista>(width: number): GridColDef<Row> => ({
  field: 'ocupacao',
  headerName: 'Ocupação',
  width,
  renderCell: ({ row }) => <BarraDeOcupacao ocupacao={row.ocupacao} capacidade={row.capacidade} />,
});
