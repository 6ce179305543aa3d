import { setIn, type ValidationErrors } from 'final-form';
import { ValidationError, type Schema } from 'yup';

/**
 * final-form's `validate` from a yup schema: every failing path gets its first message, nested
 * (`responsavel.cpf`, `contatos[0].email`) the way final-form reads fields. Synchronous on
 * purpose: the form shows errors as the person types; async rules (uniqueness) are the server's.
 */
export function validadorYup(schema: Schema): (values: object) => ValidationErrors {
  return (values) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return toErrorMap(error);
    }
  };
}

function toErrorMap(error: ValidationError): Record<string, unknown> {
  const failures = error.inner.length > 0 ? error.inner : [error];
  let errors: Record<string, unknown> = {};
  for (const failure of failures) {
    const path = failure.path ?? '';
    const message = failure.errors[0];
    if (!path || message === undefined) continue;
    // yup reports rules in declaration order: keep the first, it is the most basic one.
    if (hasPath(errors, path)) continue;
    errors = setIn(errors, path, message) as Record<string, unknown>;
  }
  return errors;
}

function hasPath(errors: Record<string, unknown>, path: string): boolean {
  let current: unknown = errors;
  for (const key of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (typeof current !== 'object' || current === null) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== undefined;
}
