// A pt-BR date picker whose value lives outside a form (the flow's machine holds it): the shared
// day picker, '' when empty and `INVALID_DATE` while what is typed is not a date yet (the rules
// then say 'Data inválida').
import { SeletorDeDia } from '../../../shared/formulario';

export interface CampoDataProps {
  name: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

export function CampoData({ name, label, value, onChange, error, ...rest }: CampoDataProps) {
  return (
    <SeletorDeDia
      label={label}
      value={value}
      disabled={rest.disabled}
      onChange={(iso) => {
        if ((iso ?? '') !== value) onChange(iso ?? '');
      }}
      campo={{
        name,
        required: rest.required,
        error: Boolean(error),
        helperText: error ?? rest.helperText,
        fullWidth: true,
      }}
    />
  );
}
