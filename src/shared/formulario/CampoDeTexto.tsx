import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { useCampo } from './erroDoCampo';

export type CampoDeTextoProps = Omit<
  MuiTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'label' | 'helperText'
> & {
  name: string;
  label: string;
  /** Shown when there is no error; the error replaces it (both are wired by aria-describedby). */
  helperText?: string;
};

/** A text input bound to a final-form field; MUI links label, helper text and aria-invalid. */
export function CampoDeTexto({ name, label, helperText, ...rest }: CampoDeTextoProps) {
  const { input, props } = useCampo<string | null | undefined>(name, label, helperText);
  return <MuiTextField {...rest} {...props} value={input.value ?? ''} onChange={input.onChange} />;
}
