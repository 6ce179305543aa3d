import { useId } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';

/**
 * The message to show under a field, or undefined. Errors wait until the person left the field
 * or tried to submit (no red while typing the first letter); a server error stays until the
 * field is edited again.
 */
export function erroDoCampo(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' ? error : undefined;
}

/** A unique DOM id per field, so two forms with the same field names on one page never clash. */
export function useIdDoCampo(name: string): string {
  return `${useId()}${name.replace(/[^\w-]/g, '-')}`;
}

/**
 * What every field here hands MUI's TextField from final-form: the DOM id, the name and label,
 * focus/blur, and the error (after the rules above) in place of the helper text. A field adds
 * only its own value and onChange (a mask, money, a number being typed, a choice).
 */
export function useCampo<V>(
  name: string,
  label: string,
  helperText: string | undefined,
  config?: UseFieldConfig,
) {
  const { input, meta } = useField<V>(name, config);
  const error = erroDoCampo(meta);
  const props = {
    fullWidth: true,
    id: useIdDoCampo(name),
    name: input.name,
    label,
    onBlur: input.onBlur,
    onFocus: input.onFocus,
    error: Boolean(error),
    helperText: error ?? helperText,
  };
  return { input, props };
}
