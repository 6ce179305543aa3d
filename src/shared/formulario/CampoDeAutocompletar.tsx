import { useField } from 'react-final-form';
import {
  AutocompletarAssincrono,
  type AutocompletarAssincronoProps,
} from './AutocompletarAssincrono';
import { erroDoCampo, useIdDoCampo } from './erroDoCampo';
import type { ValorDeOpcao } from './opcoes';

export type CampoDeAutocompletarProps = Omit<
  AutocompletarAssincronoProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
> & { name: string };

/** An id chosen from a lookup (fixed list, hook or async function), bound to a form field. */
export function CampoDeAutocompletar({ name, helperText, ...rest }: CampoDeAutocompletarProps) {
  const { input, meta } = useField<ValorDeOpcao | null | undefined>(name);
  const error = erroDoCampo(meta);
  const id = useIdDoCampo(name);
  return (
    <AutocompletarAssincrono
      {...rest}
      id={id}
      value={input.value ?? null}
      onChange={(value) => {
        input.onChange(value);
      }}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
