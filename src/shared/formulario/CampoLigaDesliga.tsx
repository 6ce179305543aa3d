import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useField } from 'react-final-form';
import { erroDoCampo, useIdDoCampo } from './erroDoCampo';

export interface CampoLigaDesligaProps {
  name: string;
  label: string;
  helperText?: string;
  disabled?: boolean;
}

/** A yes/no choice (pcd, ativo...) that holds a boolean. */
export function CampoLigaDesliga({ name, label, helperText, disabled }: CampoLigaDesligaProps) {
  const { input, meta } = useField<boolean | undefined>(name, { type: 'checkbox' });
  const error = erroDoCampo(meta);
  const id = useIdDoCampo(name);
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
