import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';

export interface SwitchFieldProps {
  name: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A yes/no choice (pcd, ativo...) that holds a boolean. */
export function SwitchField({ name, label, helperText, disabled }: SwitchFieldProps) {
  const { input, meta } = useField<boolean | undefined>(name, { type: 'checkbox' });
  const error = fieldError(meta);
  const id = useFieldId(name);
  const message = error ?? helperText;
  return (
    <FormControl error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            id={id}
            name={input.name}
            checked={Boolean(input.checked)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            slotProps={{ input: { 'aria-describedby': message ? `${id}-ajuda` : undefined } }}
          />
        }
      />
      {message && <FormHelperText id={`${id}-ajuda`}>{message}</FormHelperText>}
    </FormControl>
  );
}
