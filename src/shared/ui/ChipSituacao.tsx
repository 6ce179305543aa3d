// An apprentice's situação as a chip in its registry colour (situacao-aprendiz.cor), the same on
// every screen that shows one. A colour the theme does not know (or none, as in an old history
// entry) shows as the neutral chip.
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

interface Situacao {
  nome: string;
  cor?: string | null;
}

/** Either the situação's fields, or the `situacao` object a list row brings. */
export type ChipSituacaoProps = (Situacao | { situacao: Situacao }) & {
  size?: ChipProps['size'];
};

export function ChipSituacao({ size = 'small', ...props }: ChipSituacaoProps) {
  const { nome, cor } = 'situacao' in props ? props.situacao : props;
  return <Chip label={nome} color={corDoChip(cor)} size={size} variant="outlined" />;
}
