// The order of a list without column headers (cards): a toggle of the orders it offers, the first
// being the endpoint's own default (no `sort` in the URL).
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface Ordem<Sort extends string = string> {
  rotulo: string;
  /** Undefined: the endpoint's default order. */
  sort?: Sort;
}

const PADRAO = '';

export function OrdemDaLista<Sort extends string>({
  ordens,
  valor,
  onChange,
}: {
  ordens: readonly Ordem<Sort>[];
  valor: string | undefined;
  onChange: (sort: string | undefined) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Ordem"
      value={valor ?? PADRAO}
      onChange={(_, v: string | null) => {
        if (v !== null) onChange(v === PADRAO ? undefined : v);
      }}
    >
      {ordens.map((o) => (
        <ToggleButton key={o.sort ?? PADRAO} value={o.sort ?? PADRAO}>
          {o.rotulo}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
