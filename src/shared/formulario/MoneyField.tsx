import MuiTextField from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';
import { formatarDinheiro } from '../format/dinheiro';
import { parseMoney } from './money';

export interface MoneyFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Reais shown as 'R$ 1.234,56' while typing; the field holds the number 1234.56 (or null). */
export function MoneyField({ name, label, helperText, ...rest }: MoneyFieldProps) {
  const { input, meta } = useField<number | null | undefined>(name);
  const error = fieldError(meta);
  const id = useFieldId(name);
  return (
    <MuiTextField
      fullWidth
      {...rest}
      id={id}
      name={input.name}
      label={label}
      value={formatarDinheiro(input.value)}
      placeholder="R$ 0,00"
      onChange={(event) => {
        input.onChange(parseMoney(event.target.value));
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
