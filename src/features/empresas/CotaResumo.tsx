// The partner's quota beside the apprentices placed in its units now, and a clear warning when
// it is below or above (the situation and its sentence come from the API: situacaoCota(), shared).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SituacaoCota } from '../../shared/validation/parceiro';

const ROTULO: Record<SituacaoCota, string> = {
  abaixo: 'Abaixo da cota',
  dentro: 'Cota cumprida',
  acima: 'Acima da cota',
};
const COR = { abaixo: 'warning', dentro: 'success', acima: 'info' } as const;

export function ChipCota({ situacao }: { situacao: SituacaoCota }) {
  return <Chip size="small" variant="outlined" color={COR[situacao]} label={ROTULO[situacao]} />;
}

export interface CotaResumoProps {
  cota: number;
  lotados: number;
  situacao: SituacaoCota;
  mensagem: string;
}

export function CotaResumo({ cota, lotados, situacao, mensagem }: CotaResumoProps) {
  const proporcao = cota > 0 ? Math.min(100, Math.round((lotados / cota) * 100)) : 100;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="p">
          {lotados} / {cota}
        </Typography>
        <Typography color="text.secondary">aprendizes lotados agora / cota</Typography>
        <ChipCota situacao={situacao} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={proporcao}
        color={COR[situacao]}
        aria-label={`Cota preenchida: ${lotados} de ${cota}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      {situacao === 'dentro' ? (
        <Typography variant="body2" color="text.secondary">
          {mensagem}
        </Typography>
      ) : (
        <Alert severity={situacao === 'abaixo' ? 'warning' : 'info'}>
          {mensagem}{' '}
          {situacao === 'abaixo'
            ? 'Lote mais aprendizes nas unidades da empresa para cumprir a Lei da Aprendizagem.'
            : 'Confira se a cota cadastrada está atualizada com o quadro de empregados.'}
        </Alert>
      )}
    </Box>
  );
}
