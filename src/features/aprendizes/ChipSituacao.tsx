// A situação as a coloured chip: the colour comes with the situação from the API.
import Chip, { type ChipProps } from '@mui/material/Chip';

const CORES: readonly NonNullable<ChipProps['color']>[] = [
  'default',
  'primary',
  'secondary',
  'error',
  'info',
  'success',
  'warning',
];

const corDoChip = (cor: string | null | undefined): ChipProps['color'] =>
  CORES.find((c) => c === cor) ?? 'default';

export function ChipSituacao({
  nome,
  cor,
  size = 'small',
}: {
  nome: string;
  cor?: string | null;
  size?: ChipProps['size'];
}) {
  return <Chip label={nome} color={corDoChip(cor)} size={size} variant="outlined" />;
}
