// The statuses of a vacancy, a candidacy and a referral as chips, in the colours the shared rules
// give them: the vacancies' screens, the apprentice's page and the partner's page show the same.
import Chip from '@mui/material/Chip';
import {
  CORES_STATUS_CANDIDATO,
  CORES_STATUS_ENCAMINHAMENTO,
  CORES_STATUS_VAGA,
  ROTULOS_STATUS_CANDIDATO,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  ROTULOS_STATUS_VAGA,
} from '../validation/vagas';

type Cor = 'default' | 'info' | 'success' | 'error' | 'warning';

function chip(rotulos: Record<string, string>, cores: Record<string, Cor>) {
  return function ChipDoStatus({ status }: { status: string }) {
    return (
      <Chip size="small" color={cores[status] ?? 'default'} label={rotulos[status] ?? status} />
    );
  };
}

export const ChipStatusVaga = chip(ROTULOS_STATUS_VAGA, CORES_STATUS_VAGA);
export const ChipStatusCandidato = chip(ROTULOS_STATUS_CANDIDATO, CORES_STATUS_CANDIDATO);
export const ChipStatusEncaminhamento = chip(
  ROTULOS_STATUS_ENCAMINHAMENTO,
  CORES_STATUS_ENCAMINHAMENTO,
);
