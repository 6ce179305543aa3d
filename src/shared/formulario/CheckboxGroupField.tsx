import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';
import type { Option, OptionValue } from './options';

export interface CheckboxGroupFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  helperText?: string;
  row?: boolean;
  disabled?: boolean;
}

/** Several choices at once; the field holds the chosen values in the options' order. */
export function CheckboxGroupField({
  name,
  label,
  options,
  helperText,
  row = true,
  disabled,
}: CheckboxGroupFieldProps) {
  const { input, meta } = useField<OptionValue[] | undefined>(name);
  const error = fieldError(meta);
  const id = useFieldId(name);
  const chosen = input.value ?? [];
  const message = error ?? helperText;
  const toggle = (value: OptionValue, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(value);
    else next.delete(value);
    input.onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      disabled={disabled}
      aria-describedby={message ? `${id}-ajuda` : undefined}
    >
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                name={input.name}
                checked={chosen.includes(option.value)}
                onChange={(event) => {
                  toggle(option.value, event.target.checked);
                }}
                onBlur={input.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText id={`${id}-ajuda`}>{message}</FormHelperText>}
    </FormControl>
  );
}
