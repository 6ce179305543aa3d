// The generated mutation hooks of one record (curso, disciplina, plano) fitted to the registry
// block, with the form's values turned into the API's body (empty texts as null, helper fields of
// the form left out) and the row's `versao` sent on update, so a stale edit answers 409.
import type { HookDeMutacao } from '../../shared/detalhe';
import type { RegistryMutations, RegistryRow } from '../../shared/lista';

export function mutacoesDe<Row extends RegistryRow & { versao: number }, Valores, Corpo>(hooks: {
  useCriar: HookDeMutacao<{ body: Corpo }>;
  useAtualizar: HookDeMutacao<{ id: number; body: Corpo & { versao: number } }>;
  useInativar: HookDeMutacao<{ id: number }>;
  useReativar: HookDeMutacao<{ id: number }>;
  corpo: (valores: Valores) => Corpo;
}): () => RegistryMutations<Row, Valores> {
  return function useMutacoes() {
    const [criar] = hooks.useCriar();
    const [atualizar] = hooks.useAtualizar();
    const [inativar] = hooks.useInativar();
    const [reativar] = hooks.useReativar();
    return {
      create: (valores) => criar({ body: hooks.corpo(valores) }).unwrap(),
      update: (row, valores) =>
        atualizar({ id: row.id, body: { ...hooks.corpo(valores), versao: row.versao } }).unwrap(),
      inactivate: (row) => inativar({ id: row.id }).unwrap(),
      reactivate: (row) => reativar({ id: row.id }).unwrap(),
    };
  };
}
