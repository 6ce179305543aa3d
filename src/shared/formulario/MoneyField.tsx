import MuiTextField from '@mui/material/TextField';
import { useCampo } from './fieldError';
import { formatarDinheiro } from '../format/dinheiro';
import { lerDinheiro } from '../format/dinheiro';

export interface MoneyFieldProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Reais shown as 'R$ 1.234,56' while typing; the field holds the number 1234.56 (or null). */
export function MoneyField({ name, label, helperText, ...rest }: MoneyFieldProps) {
  const { input, props } = useCampo<number | null | undefined>(name, label, helperText);
  return (
    <MuiTextField
      {...rest}
      {...props}
      value={formatarDinheiro(input.value)}
      placeholder="R$ 0,00"
      onChange={(event) => {
        input.onChange(lerDinheiro(event.target.value));
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
