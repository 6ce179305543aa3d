// A record's four generated mutation hooks (criar, atualizar, inativar, reativar) fitted to the
// registry block's operations: the row's `versao` goes with every update (a stale edit answers
// 409), and the form's values become the API's body through `corpo` when the two differ.
import type { MutacoesDeRegistro, LinhaDeRegistro } from './TelaDeRegistros';

/** A generated mutation hook (`useTurmaInativarMutation`) as far as the blocks use it. */
export type HookDeMutacao<Arg> = () => readonly [
  (arg: Arg) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

interface Hooks<Corpo> {
  useCriar: HookDeMutacao<{ body: Corpo }>;
  useAtualizar: HookDeMutacao<{ id: number; body: Corpo & { versao: number } }>;
  useInativar: HookDeMutacao<{ id: number }>;
  useReativar: HookDeMutacao<{ id: number }>;
}

type Registro = LinhaDeRegistro & { versao: number };

/** The form's values are the body as they are. */
export function mutacoesDe<Row extends Registro, Valores>(
  hooks: Hooks<Valores>,
): () => MutacoesDeRegistro<Row, Valores>;
/** The form's values become the body through `corpo` (empty texts as null, helper fields out). */
export function mutacoesDe<Row extends Registro, Valores, Corpo>(
  hooks: Hooks<Corpo> & { corpo: (valores: Valores) => Corpo },
): () => MutacoesDeRegistro<Row, Valores>;
export function mutacoesDe<Row extends Registro, Valores, Corpo>(
  hooks: Hooks<Corpo> & { corpo?: (valores: Valores) => Corpo },
): () => MutacoesDeRegistro<Row, Valores> {
  // Without `corpo` the first overload has made Corpo the values' own type.
  const corpo = hooks.corpo ?? ((valores: Valores) => valores as unknown as Corpo);
  return function useMutacoes() {
    const [criar] = hooks.useCriar();
    const [atualizar] = hooks.useAtualizar();
    const [inativar] = hooks.useInativar();
    const [reativar] = hooks.useReativar();
    return {
      create: (valores) => criar({ body: corpo(valores) }).unwrap(),
      update: (row, valores) =>
        atualizar({ id: row.id, body: { ...corpo(valores), versao: row.versao } }).unwrap(),
      inactivate: (row) => inativar({ id: row.id }).unwrap(),
      reactivate: (row) => reativar({ id: row.id }).unwrap(),
    };
  };
}
