import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { acaoDoAviso } from '../toast/acaoDoAviso';
import { useSnackbar } from '../toast/snackbar';
import { useState } from 'react';
import { isStaleVersion, toProblem } from '../api/problema';
import { aplicarErrosDoServidor } from './errosDoServidor';

export const MENSAGEM_DE_VERSAO_ANTIGA = 'Este registro foi alterado por outra pessoa.';

export interface OpcoesDoEnvio<Values> {
  /** Saves; reject with what RTK Query's `unwrap()` rejects with (or a problem+json). */
  onSubmit: (values: Values) => Promise<unknown>;
  aoSalvar?: (result: unknown, values: Values) => void;
  /** Toast after saving; false for none. Default 'Registro salvo.' */
  mensagemDeSucesso?: string | false;
  /** Called by 'Recarregar' after a stale `versao` (409). */
  recarregar: () => void;
  /** Runs just before onSuccess, so a navigation it starts is not blocked by the dirty guard. */
  antesDeSalvar: () => void;
}

/**
 * final-form's onSubmit around a save: success toast, server field errors onto the fields,
 * and the stale-versao case (someone else saved first) offered as 'Recarregar', never overwritten.
 */
export function useEnvioDoRegistro<Values>(options: OpcoesDoEnvio<Values>) {
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
        enqueueSnackbar(MENSAGEM_DE_VERSAO_ANTIGA, {
          variant: 'warning',
          persist: true,
          action: acaoDoAviso('Recarregar', closeSnackbar, () => {
            options.recarregar();
          }),
        });
        return { [FORM_ERROR]: MENSAGEM_DE_VERSAO_ANTIGA };
      }
      const errors = aplicarErrosDoServidor(problem) ?? {};
      enqueueSnackbar(String(errors[FORM_ERROR]), { variant: 'error' });
      return errors;
    }
    setStale(false);
    if (options.mensagemDeSucesso !== false) {
      enqueueSnackbar(options.mensagemDeSucesso ?? 'Registro salvo.', { variant: 'success' });
    }
    options.antesDeSalvar();
    options.aoSalvar?.(result, values);
    return undefined;
  };

  return { submit, stale };
}
