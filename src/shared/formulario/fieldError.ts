import { useId } from 'react';
import type { FieldMetaState } from 'react-final-form';

/**
 * The message to show under a field, or undefined. Errors wait until the person left the field
 * or tried to submit (no red while typing the first letter); a server error stays until the
 * field is edited again.
 */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  if (!meta.touched && !meta.submitFailed) return undefined;
  const error: unknown = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof error === 'string' ? error : undefined;
}

/** A unique DOM id per field, so two forms with the same field names on one page never clash. */
export function useFieldId(name: string): string {
  return `${useId()}${name.replace(/[^\w-]/g, '-')}`;
}
