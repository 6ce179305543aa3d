// notistack for the building blocks (save, undo, reload, export toasts with action buttons).
// The app's SnackbarProvider (ToastArea) is loaded in its own chunk BESIDE the screens, not around
// them, so notistack's useSnackbar() would hand the screens its context's no-op defaults and every
// toast would vanish. Its global functions reach whichever provider is mounted (the app's toast
// area, or a test's); before one mounts there is nobody to show a toast to.
import {
  closeSnackbar,
  enqueueSnackbar,
  type OptionsObject,
  type SnackbarKey,
  type SnackbarMessage,
} from 'notistack';

const snackbar = {
  // Undefined until a SnackbarProvider has been created (notistack assigns them then).
  enqueueSnackbar: (message: SnackbarMessage, options?: OptionsObject): SnackbarKey | undefined =>
    typeof enqueueSnackbar === 'function' ? enqueueSnackbar(message, options) : undefined,
  closeSnackbar: (key?: SnackbarKey): void => {
    if (typeof closeSnackbar === 'function') closeSnackbar(key);
  },
};

/** Same shape as notistack's useSnackbar, working wherever the screen is rendered. */
export function useSnackbar(): typeof snackbar {
  return snackbar;
}
