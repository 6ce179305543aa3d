import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useCampo } from './fieldError';
import type { Option, OptionValue } from './options';

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  /** Adds a first choice that clears the value (e.g. 'Não informado'). */
  emptyLabel?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A closed list of choices; the field holds the option's value (number ids stay numbers). */
export function SelectField({
  name,
  label,
  options,
  emptyLabel,
  helperText,
  ...rest
}: SelectFieldProps) {
  const { input, props } = useCampo<OptionValue | null | undefined>(name, label, helperText);
  return (
    <MuiTextField
      select
      {...rest}
      {...props}
      value={input.value ?? ''}
      onChange={(event) => {
        const value = event.target.value as OptionValue;
        input.onChange(value === '' ? null : value);
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}
