import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useField } from 'react-final-form';
import { DIAS_SEMANA } from '../validation/turma';
import { erroDoCampo, useIdDoCampo } from './erroDoCampo';

/**
 * ISO weekday numbers (1 = segunda ... 7 = domingo), as date-fns `getISODay` returns them: the
 * week the shared rules name (DIAS_SEMANA), its names in lower case inside a sentence.
 */
export const opcoesDeDiaDaSemana = DIAS_SEMANA.map((d) => ({
  value: d.valor,
  short: d.curto,
  label: d.rotulo.toLowerCase(),
}));

export interface CampoDeDiasDaSemanaProps {
  name: string;
  label: string;
  /** Which days can be chosen; default segunda to sábado (apprentices do not work on Sundays). */
  dias?: readonly number[];
  helperText?: string;
  disabled?: boolean;
}

/** Days of the week as toggle buttons; the field holds sorted ISO day numbers. */
export function CampoDeDiasDaSemana({
  name,
  label,
  dias: days = [1, 2, 3, 4, 5, 6],
  helperText,
  disabled,
}: CampoDeDiasDaSemanaProps) {
  const { input, meta } = useField<number[] | undefined>(name);
  const error = erroDoCampo(meta);
  const id = useIdDoCampo(name);
  const message = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormLabel id={`${id}-rotulo`}>{label}</FormLabel>
      <ToggleButtonGroup
        value={input.value ?? []}
        onChange={(_, value: number[]) => {
          input.onChange([...value].sort((a, b) => a - b));
        }}
        onBlur={input.onBlur}
        aria-labelledby={`${id}-rotulo`}
        aria-describedby={message ? `${id}-ajuda` : undefined}
        size="small"
        disabled={disabled}
      >
        {opcoesDeDiaDaSemana
          .filter((day) => days.includes(day.value))
          .map((day) => (
            // The name starts with what is shown (WCAG 2.5.3: 'Seg' said aloud finds the button).
            <ToggleButton
              key={day.value}
              value={day.value}
              aria-label={`${day.short} (${day.label})`}
            >
              {day.short}
            </ToggleButton>
          ))}
      </ToggleButtonGroup>
      {message && <FormHelperText id={`${id}-ajuda`}>{message}</FormHelperText>}
    </FormControl>
  );
}
