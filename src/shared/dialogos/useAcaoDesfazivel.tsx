import { acaoDoAviso } from '../toast/acaoDoAviso';
import { useSnackbar } from '../toast/snackbar';
import { useCallback } from 'react';
import { problemMessage, toProblem } from '../api/problema';

export interface AcaoDesfazivel {
  /** Does it now (e.g. inactivate); reject to report the failure. */
  action: () => Promise<unknown>;
  /** Puts it back (e.g. reactivate). */
  undo: () => Promise<unknown>;
  /** Said after the action: 'Aprendiz inativado.' */
  message: string;
  /** Said after undoing; default 'Ação desfeita.' */
  undoneMessage?: string;
}

/** How long 'Desfazer' stays on screen: long enough to notice a mistake and reach the button. */
const UNDO_WINDOW_MS = 8000;

/**
 * Runs an action at once and offers 'Desfazer' in a toast, instead of asking first: the common
 * case is one click, and a mistake costs one more. Resolves true when the action succeeded.
 */
export function useAcaoDesfazivel(): (options: AcaoDesfazivel) => Promise<boolean> {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    async ({ action, undo, message, undoneMessage = 'Ação desfeita.' }: AcaoDesfazivel) => {
      try {
        await action();
      } catch (error) {
        enqueueSnackbar(problemMessage(toProblem(error)), { variant: 'error' });
        return false;
      }
      const runUndo = async () => {
        try {
          await undo();
          enqueueSnackbar(undoneMessage, { variant: 'info' });
        } catch (error) {
          const reason = problemMessage(toProblem(error));
          enqueueSnackbar(`Não foi possível desfazer. ${reason}`, { variant: 'error' });
        }
      };
      enqueueSnackbar(message, {
        variant: 'success',
        autoHideDuration: UNDO_WINDOW_MS,
        action: acaoDoAviso('Desfazer', closeSnackbar, () => void runUndo()),
      });
      return true;
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
