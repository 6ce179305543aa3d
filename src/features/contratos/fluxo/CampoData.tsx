// A pt-BR date picker (dd/mm/aaaa) whose value lives outside a form (the flow's machine holds it):
// the same picker as the forms' DateField, over an ISO 'aaaa-mm-dd' string, `INVALID_DATE` while
// what is typed is not a date yet (the rules then say 'Data inválida').
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { INVALID_DATE } from '../../../shared/formulario';

const textosDoSeletor = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

function paraData(iso: string): Date | null {
  if (!iso || iso === INVALID_DATE) return null;
  const d = parseISO(iso);
  return isValid(d) ? d : null;
}

export interface CampoDataProps {
  name: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

export function CampoData({ name, label, value, onChange, error, ...rest }: CampoDataProps) {
  // The picker needs back the very (possibly incomplete) Date it emitted, or it wipes the typing.
  const [digitado, setDigitado] = useState<{ iso: string; data: Date | null } | null>(null);
  const data = digitado && digitado.iso === value ? digitado.data : paraData(value);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={textosDoSeletor}
    >
      <DatePicker
        label={label}
        value={data}
        disabled={rest.disabled}
        onChange={(d) => {
          const iso = d === null ? '' : isValid(d) ? format(d, 'yyyy-MM-dd') : INVALID_DATE;
          setDigitado({ iso, data: d });
          if (iso !== value) onChange(iso);
        }}
        slotProps={{
          textField: {
            name,
            required: rest.required,
            error: Boolean(error),
            helperText: error ?? rest.helperText,
            fullWidth: true,
          },
        }}
      />
    </LocalizationProvider>
  );
}
