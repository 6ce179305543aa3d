import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { DialogoDeConfirmacao, type OpcoesDeConfirmacao } from './DialogoDeConfirmacao';

type Confirmar = (options: OpcoesDeConfirmacao) => Promise<boolean>;

const ContextoDeConfirmacao = createContext<Confirmar | null>(null);

/** One confirm dialog for the whole app; mount it once near the root (inside the theme). */
export function ProvedorDeConfirmacao({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<OpcoesDeConfirmacao | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirmar>((next) => {
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
    <ContextoDeConfirmacao.Provider value={confirm}>
      {children}
      <DialogoDeConfirmacao
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
    </ContextoDeConfirmacao.Provider>
  );
}

/** `if (await confirm({ title: 'Inativar aprendiz?', destructive: true })) ...` */
export function useConfirmacao(): Confirmar {
  const confirm = useContext(ContextoDeConfirmacao);
  if (!confirm) throw new Error('useConfirm() precisa de <ProvedorDeConfirmacao> acima na árvore.');
  return confirm;
}
