import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One confirm dialog for the whole app; mount it once near the root (inside the theme). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A question still open when another arrives counts as 'no': only one can be answered.
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        title=""
        {...options}
        open={options !== null}
        onConfirm={() => {
          answer(true);
        }}
        onCancel={() => {
          answer(false);
        }}
      />
    </ConfirmContext.Provider>
  );
}

/** `if (await confirm({ title: 'Inativar aprendiz?', destructive: true })) ...` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() precisa de <ConfirmProvider> acima na árvore.');
  return confirm;
}
