import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { FiltroDeAtivos } from './parametrosDaLista';

export interface ActiveToggleProps {
  value: FiltroDeAtivos;
  onChange: (value: FiltroDeAtivos) => void;
}

/** Ativos (default) / Inativos / Todos, for resources that are inactivated instead of deleted. */
export function AlternarAtivos({ value, onChange }: ActiveToggleProps) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Mostrar cadastros"
      onChange={(_, next: FiltroDeAtivos | null) => {
        // Clicking the pressed button would unselect it: a list always shows one of the three.
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="true">Ativos</ToggleButton>
      <ToggleButton value="false">Inativos</ToggleButton>
      <ToggleButton value="todos">Todos</ToggleButton>
    </ToggleButtonGroup>
  );
}
