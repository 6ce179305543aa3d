import MenuItem from '@mui/material/MenuItem';
import MuiTextField from '@mui/material/TextField';
import { useCampo } from './erroDoCampo';
import type { Opcao, ValorDeOpcao } from './opcoes';

export interface CampoDeSelecaoProps {
  name: string;
  label: string;
  opcoes: readonly Opcao[];
  /** Adds a first choice that clears the value (e.g. 'Não informado'). */
  rotuloVazio?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A closed list of choices; the field holds the option's value (number ids stay numbers). */
export function CampoDeSelecao({
  name,
  label,
  opcoes: options,
  rotuloVazio: emptyLabel,
  helperText,
  ...rest
}: CampoDeSelecaoProps) {
  const { input, props } = useCampo<ValorDeOpcao | null | undefined>(name, label, helperText);
  return (
    <MuiTextField
      select
      {...rest}
      {...props}
      value={input.value ?? ''}
      onChange={(event) => {
        const value = event.target.value as ValorDeOpcao;
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
