import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { acaoDoAviso } from '../toast/acaoDoAviso';
import { useSnackbar } from '../toast/snackbar';
import { useState } from 'react';
import { isStaleVersion, toProblem } from '../api/problema';
import { applyServerErrors } from './serverErrors';

export const STALE_MESSAGE = 'Este registro foi alterado por outra pessoa.';

export interface EntitySubmitOptions<Values> {
  /** Saves; reject with what RTK Query's `unwrap()` rejects with (or a problem+json). */
  onSubmit: (values: Values) => Promise<unknown>;
  onSuccess?: (result: unknown, values: Values) => void;
  /** Toast after saving; false for none. Default 'Registro salvo.' */
  successMessage?: string | false;
  /** Called by 'Recarregar' after a stale `versao` (409). */
  reload: () => void;
  /** Runs just before onSuccess, so a navigation it starts is not blocked by the dirty guard. */
  beforeSuccess: () => void;
}

/**
 * final-form's onSubmit around a save: success toast, server field errors onto the fields,
 * and the stale-versao case (someone else saved first) offered as 'Recarregar', never overwritten.
 */
export function useEntitySubmit<Values>(options: EntitySubmitOptions<Values>) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [stale, setStale] = useState(false);

  const submit = async (values: Values): Promise<SubmissionErrors> => {
    let result: unknown;
    try {
      result = await options.onSubmit(values);
    } catch (error) {
      const problem = toProblem(error);
      if (isStaleVersion(problem)) {
        setStale(true);
        enqueueSnackbar(STALE_MESSAGE, {
          variant: 'warning',
          persist: true,
          action: acaoDoAviso('Recarregar', closeSnackbar, () => {
            options.reload();
          }),
        });
        return { [FORM_ERROR]: STALE_MESSAGE };
      }
      const errors = applyServerErrors(problem) ?? {};
      enqueueSnackbar(String(errors[FORM_ERROR]), { variant: 'error' });
      return errors;
    }
    setStale(false);
    if (options.successMessage !== false) {
      enqueueSnackbar(options.successMessage ?? 'Registro salvo.', { variant: 'success' });
    }
    options.beforeSuccess();
    options.onSuccess?.(result, values);
    return undefined;
  };

  return { submit, stale };
}
