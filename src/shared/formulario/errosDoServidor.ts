import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import { problemMessage, type Problem } from '../api/problema';

/**
 * A problem+json answer as final-form submission errors: each `errors` entry lands on its field
 * (nested paths with dots), and the form-wide message goes to FORM_ERROR. Return it from
 * `onSubmit` and the fields show the server's messages until they are edited.
 */
export function aplicarErrosDoServidor(problem: Problem): SubmissionErrors {
  let errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(problem.errors ?? {})) {
    errors = setIn(errors, path, message) as Record<string, unknown>;
  }
  const hasFieldErrors = Object.keys(problem.errors ?? {}).length > 0;
  return {
    ...errors,
    // The server's 400 detail already says it ('Corrija os campos indicados.'); same words offline.
    [FORM_ERROR]: hasFieldErrors
      ? (problem.detail ?? 'Corrija os campos indicados.')
      : problemMessage(problem),
  };
}
