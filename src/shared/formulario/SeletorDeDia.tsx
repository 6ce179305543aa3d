// The one pt-BR day picker (dd/mm/aaaa whatever the browser's language) over the ISO 'aaaa-mm-dd'
// string the API takes: no Date objects leave it, so no time zone shifts a birthday by one day.
// While what is typed is not a whole date it emits INVALID_DATE (a form's rules then say 'Data
// inválida'); the forms' DateField, the contract flow's dates and the lists' period filters wrap it.
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import type { FieldRef } from '@mui/x-date-pickers/models';
import { useRef, useState } from 'react';

/** What a picker holds while the typed text is not a date yet; never sent (the form is invalid). */
export const DATA_INVALIDA = 'data-invalida';
const textosDoSeletor = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

export function paraData(iso: string | null | undefined): Date | null {
  if (!iso || iso === DATA_INVALIDA) return null;
  const data = parseISO(iso);
  return isValid(data) ? data : null;
}

export interface SeletorDeDiaProps {
  label: string;
  /** 'aaaa-mm-dd', INVALID_DATE, or empty. */
  value: string | null | undefined;
  /** null when cleared. */
  onChange: (iso: string | null) => void;
  /** ISO bounds. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  /** Props of the text field (id, name, error, helperText, size, required…). */
  campo?: Record<string, unknown>;
  /** Offers a clear button (the filters' periods). */
  limpavel?: boolean;
  onClose?: () => void;
}

export function SeletorDeDia({ value, onChange, campo, limpavel, ...props }: SeletorDeDiaProps) {
  // The picker needs back the very (possibly incomplete) Date it emitted, or it wipes the typing.
  const [digitado, setDigitado] = useState<{ iso: string | null; data: Date | null } | null>(null);
  const data = digitado && digitado.iso === (value ?? null) ? digitado.data : paraData(value);
  const campoRef = useRef<FieldRef<Date | null>>(null);
  // A date is typed day first: a click anywhere in an empty field (the middle of a wide one landed
  // on the year, where 01122026 became 0026) puts the caret on the day. Runs after the section's
  // own click, so it has the last word; a field with something typed keeps the clicked section.
  const noDiaSeVazio = () => {
    const ref = campoRef.current;
    if (ref?.getSections().every((secao) => secao.value === '')) ref.setSelectedSections(0);
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={ptBR}
      localeText={textosDoSeletor}
    >
      <DatePicker
        label={props.label}
        value={data}
        disabled={props.disabled}
        minDate={paraData(props.minDate) ?? undefined}
        maxDate={paraData(props.maxDate) ?? undefined}
        onChange={(d) => {
          const iso = d === null ? null : isValid(d) ? format(d, 'yyyy-MM-dd') : DATA_INVALIDA;
          setDigitado({ iso, data: d });
          onChange(iso);
        }}
        onClose={props.onClose}
        slotProps={{
          textField: campo,
          field: {
            fieldRef: campoRef,
            onClick: noDiaSeVazio,
            ...(limpavel && { clearable: true }),
          },
        }}
      />
    </LocalizationProvider>
  );
}
