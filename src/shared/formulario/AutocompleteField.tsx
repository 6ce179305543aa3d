import { useField } from 'react-final-form';
import { AsyncAutocomplete, type AsyncAutocompleteProps } from './AsyncAutocomplete';
import { fieldError, useFieldId } from './fieldError';
import type { OptionValue } from './options';

export type AutocompleteFieldProps = Omit<
  AsyncAutocompleteProps,
  'id' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'
> & { name: string };

/** An id chosen from a lookup (fixed list, hook or async function), bound to a form field. */
export function AutocompleteField({ name, helperText, ...rest }: AutocompleteFieldProps) {
  const { input, meta } = useField<OptionValue | null | undefined>(name);
  const error = fieldError(meta);
  const id = useFieldId(name);
  return (
    <AsyncAutocomplete
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
