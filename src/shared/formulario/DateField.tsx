import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';

export interface DateFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** ISO 'aaaa-mm-dd' bounds. */
  minDate?: string;
  maxDate?: string;
}

/** What the field holds while the typed text is not a date yet; never sent (the form is invalid). */
export const INVALID_DATE = 'data-invalida';
const pickerText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

function toDate(iso: string | null | undefined): Date | null {
  if (!iso || iso === INVALID_DATE) return null;
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

function validateDate(value: string | null | undefined): string | undefined {
  return value === INVALID_DATE ? 'Data inválida. Use o formato dd/mm/aaaa.' : undefined;
}

/**
 * A pt-BR date picker (dd/mm/aaaa) over an ISO 'aaaa-mm-dd' string, which is what the API takes;
 * no Date objects in form state, so no time zone shifts a birthday by one day.
 */
export function DateField({ name, label, helperText, minDate, maxDate, ...rest }: DateFieldProps) {
  const { input, meta } = useField<string | null | undefined>(name, { validate: validateDate });
  // The picker needs back the very (possibly invalid) Date it emitted, or it wipes what was typed.
  const [typed, setTyped] = useState<{ iso: string | null | undefined; date: Date | null } | null>(
    null,
  );
  const value = typed && typed.iso === input.value ? typed.date : toDate(input.value);
  const error = fieldError(meta);
  const id = useFieldId(name);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={pickerText}>
      <DatePicker
        {...rest}
        label={label}
        value={value}
        minDate={toDate(minDate) ?? undefined}
        maxDate={toDate(maxDate) ?? undefined}
        onChange={(date) => {
          const iso =
            date === null ? null : isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE;
          setTyped({ iso, date });
          input.onChange(iso);
        }}
        onClose={input.onBlur}
        slotProps={{
          textField: {
            id,
            name: input.name,
            fullWidth: true,
            required: rest.required,
            onBlur: input.onBlur,
            onFocus: input.onFocus,
            error: Boolean(error),
            helperText: error ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
