// What the curriculum's records share: a name unique within its parent regardless of accents and
// case (the unique indexes of migration 0006 say the same), and every wrong field in one 400.
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { invalido } from '../../shared/problem';
import type { Unico, Valores } from '../../shared/registro';

/** The parent a name is unique within: its column and its id among the prepared values. */
interface Pai<V> {
  coluna: AnyColumn;
  id: (valores: Partial<V>) => number | undefined;
}

/** Same name as `valores.nome`, accent- and case-insensitive, within the parent when there is one. */
function mesmoNome<V extends Valores & { nome: string }>(
  coluna: AnyColumn,
  valores: Partial<V>,
  pai?: Pai<V>,
): SQL | undefined {
  if (typeof valores.nome !== 'string') return undefined;
  const idDoPai = pai?.id(valores);
  if (pai && idDoPai === undefined) return undefined;
  return and(
    sql`f_unaccent(lower(${coluna})) = f_unaccent(lower(${valores.nome}))`,
    pai && idDoPai !== undefined ? eq(pai.coluna, idDoPai) : undefined,
  );
}

/** The `nome` 409 of a record whose name must be unique (within its parent). */
export const nomeUnico = <V extends Valores & { nome: string }>(
  coluna: AnyColumn,
  mensagem: string,
  pai?: Pai<V>,
): Unico<V> => ({
  campo: 'nome',
  igual: (valores) => mesmoNome(coluna, valores, pai),
  mensagem: (outro) => (outro.ativo === false ? `${mensagem} (inativo)` : mensagem),
});

export function falharSeErros(erros: Record<string, string>): void {
  if (Object.keys(erros).length > 0) {
    throw invalido(erros);
  }
}
