import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useField } from 'react-final-form';
import { fieldError, useFieldId } from './fieldError';

export type TextFieldProps = Omit<
  MuiTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'helperText'
> & {
  name: string;
  label: string;
  /** Shown when there is no error; the error replaces it (both are wired by aria-describedby). */
  helperText?: string;
};

/** A text input bound to a final-form field; MUI links label, helper text and aria-invalid. */
export function TextField({ name, label, helperText, ...rest }: TextFieldProps) {
  const { input, meta } = useField<string | null | undefined>(name);
  const error = fieldError(meta);
  const id = useFieldId(name);
  return (
    <MuiTextField
      fullWidth
      {...rest}
      id={id}
      name={input.name}
      label={label}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
