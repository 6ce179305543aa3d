import { useField } from 'react-final-form';
import { erroDoCampo, useIdDoCampo } from './erroDoCampo';
import { DATA_INVALIDA, SeletorDeDia } from './SeletorDeDia';

export { DATA_INVALIDA };

export interface CampoDeDataProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** ISO 'aaaa-mm-dd' bounds. */
  minDate?: string;
  maxDate?: string;
}

function validateDate(value: string | null | undefined): string | undefined {
  return value === DATA_INVALIDA ? 'Data inválida. Use o formato dd/mm/aaaa.' : undefined;
}

/** The pt-BR day picker as a form field: an ISO 'aaaa-mm-dd' string in the form's state. */
export function CampoDeData({ name, label, helperText, required, ...rest }: CampoDeDataProps) {
  const { input, meta } = useField<string | null | undefined>(name, { validate: validateDate });
  const error = erroDoCampo(meta);
  const id = useIdDoCampo(name);
  return (
    <SeletorDeDia
      {...rest}
      label={label}
      value={input.value}
      onChange={input.onChange}
      onClose={input.onBlur}
      campo={{
        id,
        name: input.name,
        fullWidth: true,
        required,
        onBlur: input.onBlur,
        onFocus: input.onFocus,
        error: Boolean(error),
        helperText: error ?? helperText,
      }}
    />
  );
}
