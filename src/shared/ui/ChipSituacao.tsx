// An apprentice's situação as a chip in its registry colour (situacao-aprendiz.cor).
import Chip, { type ChipProps } from '@mui/material/Chip';

const CORES = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'];

export function ChipSituacao({ situacao }: { situacao: { nome: string; cor: string } }) {
  const cor = (CORES.includes(situacao.cor) ? situacao.cor : 'default') as ChipProps['color'];
  return <Chip size="small" variant="outlined" color={cor} label={situacao.nome} />;
}
