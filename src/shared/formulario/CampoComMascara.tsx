import MuiTextField from '@mui/material/TextField';
import { useCampo } from './erroDoCampo';
import { masks, type Mask, type MaskName } from '../format/mascaras';

export interface CampoComMascaraProps {
  name: string;
  label: string;
  /** 'cpf' | 'cnpj' | 'cep' | 'telefone', or a custom Mask. */
  mascara: MaskName | Mask;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

const hints: Record<
  MaskName,
  { placeholder: string; autoComplete?: string; inputMode: 'numeric' | 'text' | 'tel' }
> = {
  cpf: { placeholder: '000.000.000-00', inputMode: 'numeric' },
  cnpj: { placeholder: '00.000.000/0000-00', inputMode: 'text' },
  cep: { placeholder: '00000-000', autoComplete: 'postal-code', inputMode: 'numeric' },
  telefone: { placeholder: '(00) 00000-0000', autoComplete: 'tel', inputMode: 'tel' },
};

/** CPF, CNPJ, CEP or phone: shown with its mask, stored as the bare characters the API expects. */
export function CampoComMascara({
  name,
  label,
  mascara: mask,
  helperText,
  ...rest
}: CampoComMascaraProps) {
  const definition = typeof mask === 'string' ? masks[mask] : mask;
  const hint = typeof mask === 'string' ? hints[mask] : undefined;
  // The form holds the bare characters; the input shows them through the mask.
  const { input, props } = useCampo<string>(name, label, helperText, {
    format: (value: string | null | undefined) => definition.format(value ?? ''),
    parse: (text: string) => definition.parse(text) || undefined,
  });
  return (
    <MuiTextField
      {...rest}
      {...props}
      value={input.value}
      onChange={input.onChange}
      placeholder={hint?.placeholder}
      autoComplete={hint?.autoComplete}
      slotProps={{ htmlInput: { inputMode: hint?.inputMode ?? 'text' } }}
    />
  );
}
