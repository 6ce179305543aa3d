import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';
import { INVALID_DATE, SeletorDeDia } from './SeletorDeDia';

export { INVALID_DATE };

export interface DateFieldProps {
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
  return value === INVALID_DATE ? 'Data inválida. Use o formato dd/mm/aaaa.' : undefined;
}

/** The pt-BR day picker as a form field: an ISO 'aaaa-mm-dd' string in the form's state. */
export function DateField({ name, label, helperText, required, ...rest }: DateFieldProps) {
  const { input, meta } = useField<string | null | undefined>(name, { validate: validateDate });
  const error = fieldError(meta);
  const id = useFieldId(name);
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
