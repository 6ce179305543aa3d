// A class's occupancy (apprentices allocated now against its capacity) as a small bar with the
// figures, and its status as a chip: the turmas list, the class page and the educator's classes.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

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

export function StatusDaTurma({ status, ativo = true }: { status: string; ativo?: boolean }) {
  if (!ativo) return <Chip size="small" label="Inativa" />;
  const cor = COR_STATUS[status] ?? 'default';
  const rotulo = status.charAt(0).toUpperCase() + status.slice(1);
  return <Chip size="small" variant="outlined" color={cor} label={rotulo} />;
}
