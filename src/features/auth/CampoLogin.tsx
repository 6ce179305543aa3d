// A labelled outlined input built from MUI's parts rather than TextField: TextField also imports
// Select (and with it Menu, Popover and Modal), about 20 KB gzip the sign-in screen never uses.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';

export interface CampoLoginProps {
  id: string;
  label: string;
  value: string;
  onChange: (valor: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  erro?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

export function CampoLogin({
  id,
  label,
  value,
  onChange,
  erro,
  endAdornment,
  ...input
}: CampoLoginProps) {
  const ajuda = `${id}-ajuda`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(erro)} disabled={input.disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        endAdornment={endAdornment}
        aria-describedby={erro ? ajuda : undefined}
        {...input}
      />
      {erro && <FormHelperText id={ajuda}>{erro}</FormHelperText>}
    </FormControl>
  );
}
