// One day of a period filter: the pt-BR picker (dd/mm/aaaa whatever the browser's language) over
// the 'aaaa-mm-dd' the URL and the API hold. Loaded by FilterPanel only when a list has a period,
// so lists without one do not download the pickers.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';

const textosDoSeletor = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

function paraData(iso: string | undefined): Date | null {
  if (!iso) return null;
  const d = parseISO(iso);
  return isValid(d) ? d : null;
}

export interface CampoDeDiaProps {
  rotulo: string;
  valor: string | undefined;
  /** The period's start, for its end: the picker offers no day before it. */
  minimo?: string;
  onChange: (iso: string | undefined) => void;
}

export default function CampoDeDia({ rotulo, valor, minimo, onChange }: CampoDeDiaProps) {
  // A half-typed date stays in the picker; only a whole one (or none) becomes a filter.
  const [digitada, setDigitada] = useState<Date | null | undefined>(undefined);
  const data = digitada !== undefined ? digitada : paraData(valor);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={textosDoSeletor}
    >
      <DatePicker
        label={rotulo}
        value={data}
        minDate={paraData(minimo) ?? undefined}
        onChange={(d) => {
          if (d === null) {
            setDigitada(undefined);
            onChange(undefined);
          } else if (isValid(d)) {
            setDigitada(undefined);
            onChange(format(d, 'yyyy-MM-dd'));
          } else {
            setDigitada(d);
          }
        }}
        slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
