// A contract's status as a chip, in the colour the shared rules give it: the contracts' list and
// page, the apprentice's Contratos tab and the partner's page show the same one.
import Chip from '@mui/material/Chip';
import {
  CORES_STATUS_CONTRATO,
  ROTULOS_STATUS_CONTRATO,
  STATUS_CONTRATO,
  type StatusContrato,
} from '../validation/contratos';

const conhecido = (s: string): s is StatusContrato =>
  (STATUS_CONTRATO as readonly string[]).includes(s);

export function ChipStatusContrato({ status }: { status: string }) {
  return conhecido(status) ? (
    <Chip
      size="small"
      color={CORES_STATUS_CONTRATO[status]}
      label={ROTULOS_STATUS_CONTRATO[status]}
    />
  ) : (
    <Chip size="small" label={status} />
  );
}

export const OPCOES_STATUS = STATUS_CONTRATO.map((s) => ({
  value: s,
  label: ROTULOS_STATUS_CONTRATO[s],
}));
