// A day and a time as one form value, 'aaaa-mm-ddThh:mm' (what a datetime-local input gave, and
// what the API takes), shown as the pt-BR day picker (dd/mm/aaaa) beside a 24-hour time field
// (hh:mm): a native datetime-local speaks the browser's language (mm/dd/yyyy, AM/PM in Chromium).
// While one half is incomplete the value is DATA_HORA_INVALIDA, so the form's rule says why.
import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { format, isValid } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { erroDoCampo, useIdDoCampo } from './erroDoCampo';
import { DATA_INVALIDA, SeletorDeDia } from './SeletorDeDia';

/** The value while the day or the time is not whole yet; never sent (the form is invalid). */
export const DATA_HORA_INVALIDA = 'data-hora-invalida';
const textosDoSeletor = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

export interface CampoDeDataHoraProps {
  name: string;
  /** The day's label ('Data da entrevista'); the time is 'Hora'. */
  label: string;
  helperText?: string;
  required?: boolean;
}

/** 'hh:mm' as a Date of an arbitrary day (the time field works on Dates). */
function horaComoData(hora: string): Date | null {
  const m = /^(\d{2}):(\d{2})$/.exec(hora);
  return m ? new Date(2000, 0, 1, Number(m[1]), Number(m[2])) : null;
}

/** The whole value from its halves: empty, whole, or DATA_HORA_INVALIDA. */
export function juntarDataHora(dia: string | null, hora: string | null): string | undefined {
  if (!dia && !hora) return undefined;
  if (dia && dia !== DATA_INVALIDA && hora && /^\d{2}:\d{2}$/.test(hora)) return `${dia}T${hora}`;
  return DATA_HORA_INVALIDA;
}

export function CampoDeDataHora({ name, label, helperText, required }: CampoDeDataHoraProps) {
  const { input, meta } = useField<string | undefined>(name);
  const error = erroDoCampo(meta);
  const id = useIdDoCampo(name);
  const inicial = typeof input.value === 'string' ? input.value : '';
  // The halves live here: the form only ever holds the joined value.
  const [dia, setDia] = useState<string | null>(
    /^\d{4}-\d{2}-\d{2}/.test(inicial) ? inicial.slice(0, 10) : null,
  );
  const [hora, setHora] = useState<string | null>(
    /T\d{2}:\d{2}/.test(inicial) ? inicial.slice(11, 16) : null,
  );
  const [horaDigitada, setHoraDigitada] = useState<Date | null>(() => horaComoData(hora ?? ''));

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 180px' }}>
        <SeletorDeDia
          label={label}
          value={dia}
          onChange={(d) => {
            setDia(d);
            input.onChange(juntarDataHora(d, hora));
          }}
          onClose={input.onBlur}
          campo={{
            id,
            name: input.name,
            fullWidth: true,
            required,
            onBlur: input.onBlur,
            onFocus: input.onFocus,
            error: Boolean(error),
            helperText: error ?? helperText,
          }}
        />
      </Box>
      <Box sx={{ flex: '0 1 130px' }}>
        <LocalizationProvider
          dateAdapter={AdapterDateFns}
          adapterLocale={ptBR}
          localeText={textosDoSeletor}
        >
          <TimeField
            label="Hora"
            ampm={false}
            format="HH:mm"
            value={horaDigitada}
            onChange={(d) => {
              setHoraDigitada(d);
              const h = d === null ? null : isValid(d) ? format(d, 'HH:mm') : '';
              setHora(h);
              input.onChange(juntarDataHora(dia, h));
            }}
            slotProps={{
              textField: {
                name: `${input.name}-hora`,
                fullWidth: true,
                required,
                error: Boolean(error),
                onBlur: input.onBlur,
              },
            }}
          />
        </LocalizationProvider>
      </Box>
    </Box>
  );
}
