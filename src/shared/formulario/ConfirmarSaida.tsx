// The question a screen with unsaved work asks when a link or the back button would leave it
// (useDirtyGuard blocked the navigation): 'yes' lets that navigation through, 'no' stays.
import { ConfirmDialog, type ConfirmOptions } from '../dialogos/ConfirmDialog';
import type { GuardaDeSaida } from './useDirtyGuard';

export function ConfirmarSaida({
  blocker,
  allowLeave,
  ...pergunta
}: GuardaDeSaida & ConfirmOptions) {
  return (
    <ConfirmDialog
      {...pergunta}
      open={blocker.state === 'blocked'}
      onConfirm={() => {
        allowLeave();
        blocker.proceed?.();
      }}
      onCancel={() => {
        blocker.reset?.();
      }}
    />
  );
}
