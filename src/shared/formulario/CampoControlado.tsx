// A text field held in a component's own state, outside a final-form form (the benefits' dialogs,
// the evaluation editor): the value, its change as text, and the field's error in place of its
// help text, so each of them states only its label and rules.
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type CampoControladoProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'helperText'
> & {
  value: string;
  aoMudar: (texto: string) => void;
  /** The field's error: it marks the field and takes the place of `ajuda`. */
  erro?: string | null;
  /** Help under the field; ' ' keeps the line so an error does not move the dialog. */
  ajuda?: string;
};

export function CampoControlado({ value, aoMudar, erro, ajuda, ...campo }: CampoControladoProps) {
  return (
    <TextField
      {...campo}
      value={value}
      onChange={(e) => {
        aoMudar(e.target.value);
      }}
      error={Boolean(erro)}
      helperText={erro ?? ajuda}
    />
  );
}
