// The question a screen with unsaved work asks when a link or the back button would leave it
// (useDirtyGuard blocked the navigation): 'yes' lets that navigation through, 'no' stays.
import { DialogoDeConfirmacao, type OpcoesDeConfirmacao } from '../dialogos/DialogoDeConfirmacao';
import type { GuardaDeSaida } from './useGuardaDeSaida';

export function ConfirmarSaida({
  blocker,
  allowLeave,
  ...pergunta
}: GuardaDeSaida & OpcoesDeConfirmacao) {
  return (
    <DialogoDeConfirmacao
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
