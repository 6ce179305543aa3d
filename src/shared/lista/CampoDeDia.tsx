// One day of a period filter: the shared pt-BR day picker over the 'aaaa-mm-dd' the URL holds.
// A half-typed date stays in the picker; only a whole one (or none) becomes the filter. Loaded by
// PainelDeFiltros only when a list has a period, so lists without one do not download the pickers.
import { useState } from 'react';
import { DATA_INVALIDA, SeletorDeDia } from '../formulario/SeletorDeDia';

export interface CampoDeDiaProps {
  rotulo: string;
  valor: string | undefined;
  /** The period's start, for its end: the picker offers no day before it. */
  minimo?: string;
  onChange: (iso: string | undefined) => void;
}

export default function CampoDeDia({ rotulo, valor, minimo, onChange }: CampoDeDiaProps) {
  const [digitado, setDigitado] = useState<string | null | undefined>(valor);
  const [mostrado, setMostrado] = useState(valor);
  if (mostrado !== valor) {
    // The URL changed under it (back, 'Limpar filtros'): show that.
    setMostrado(valor);
    setDigitado(valor);
  }
  return (
    <SeletorDeDia
      label={rotulo}
      value={digitado}
      minDate={minimo}
      limpavel
      campo={{ size: 'small' }}
      onChange={(iso) => {
        setDigitado(iso);
        if (iso !== DATA_INVALIDA) onChange(iso ?? undefined);
      }}
    />
  );
}
