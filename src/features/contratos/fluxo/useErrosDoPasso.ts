// Which of a step's messages show: a field's once the person changed it (the seed's messages
// appear as they type), all of them once they tried to go on, and whatever the server said.
import { errosDoPasso, useContrato, type Passo } from '../../../machines/contrato';

export function useErrosDoPasso(passo: Passo): (campo: string) => string | undefined {
  const { context } = useContrato();
  const erros = errosDoPasso(passo, context);
  const todos = context.tentados.includes(passo);
  return (campo) =>
    todos || context.tocados.includes(campo) || context.errosDoServidor[campo] !== undefined
      ? erros[campo]
      : undefined;
}
