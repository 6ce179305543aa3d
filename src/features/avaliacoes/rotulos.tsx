// The evaluations' words on screen: status chips and types.
import Chip from '@mui/material/Chip';
import {
  ROTULOS_STATUS_APLICADA,
  ROTULOS_TIPO_AVALIACAO,
  type StatusAplicada,
  type TipoAvaliacao,
} from '../../shared/validation/avaliacoes';

const CORES: Record<StatusAplicada, 'default' | 'info' | 'success'> = {
  pendente: 'default',
  'em andamento': 'info',
  concluida: 'success',
};

export function ChipStatusAplicada({
  status,
  atrasada,
}: {
  status: StatusAplicada;
  atrasada?: boolean;
}) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Chip size="small" color={CORES[status]} label={ROTULOS_STATUS_APLICADA[status]} />
      {atrasada && <Chip size="small" color="warning" label="Atrasada" />}
    </span>
  );
}

/** "Desempenho", "Teórica", "Autoavaliação": the type without who answers. */
export const tipoCurto = (tipo: TipoAvaliacao) =>
  ROTULOS_TIPO_AVALIACAO[tipo].replace(/ \(.*\)$/, '');

export const OPCOES_TIPO = (Object.keys(ROTULOS_TIPO_AVALIACAO) as TipoAvaliacao[]).map((t) => ({
  value: t,
  label: ROTULOS_TIPO_AVALIACAO[t],
}));

export const OPCOES_STATUS_APLICADA = (
  Object.keys(ROTULOS_STATUS_APLICADA) as StatusAplicada[]
).map((s) => ({ value: s, label: ROTULOS_STATUS_APLICADA[s] }));

/**
 * Who the answers are from, as the lists show it: "respondida pelo supervisor Rita" when the
 * unit's supervisor answered through the partner portal (issue 36), else the respondent named when
 * it was applied.
 */
export const quemRespondeu = (a: {
  respondente: { nome: string; papel: string };
  respondidaPeloSupervisor: string | null;
}) =>
  a.respondidaPeloSupervisor === null
    ? `${a.respondente.nome} (${a.respondente.papel})`
    : `respondida pelo supervisor ${a.respondidaPeloSupervisor}`;
