// The five funções of PRODUCT.md. Inserted once; afterwards /admin/funcoes owns their
// permissions, with one exception: the administrador always holds the whole catalogue, so a
// permission added by a later issue never leaves the system without anyone able to use it.
//
// A permission a module's manifest adds (server/shared/modulo.ts, `concedidaA`) is granted to its
// default funções the first start that finds it missing from permissoes_oferecidas, then recorded
// there: a module's permission needs no grant migration, a permission a função lost on
// /admin/funcoes is never given back, and running this again grants nothing (seed() holds an
// advisory lock). On a new database the funções are first inserted with their defaults, and the
// grant finds nothing to add.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CATALOGO_PERMISSOES, FUNCOES_PADRAO, TODAS_PERMISSOES } from '../../shared/permissoes';
import type { Database } from '../client';
import { funcoes, permissoesOferecidas } from '../schema';

const ADMINISTRADOR = 'administrador';

async function concederNovas(db: Database): Promise<void> {
  const oferecidas = await db
    .select({ chave: permissoesOferecidas.chave })
    .from(permissoesOferecidas);
  const jaOferecidas = new Set(oferecidas.map((o) => o.chave));
  const novas = TODAS_PERMISSOES.filter((p) => !jaOferecidas.has(p));
  if (novas.length === 0) return;
  for (const permissao of novas) {
    // Appended like the grant migrations did; a função that somehow holds it is left alone.
    const concedidaA: readonly string[] = CATALOGO_PERMISSOES[permissao].concedidaA;
    if (concedidaA.length === 0) continue;
    await db
      .update(funcoes)
      .set({ permissoes: sql`array_append(permissoes, ${permissao})`, atualizadoEm: sql`now()` })
      .where(
        and(
          inArray(funcoes.chave, [...concedidaA]),
          sql`NOT (${permissao} = ANY (${funcoes.permissoes}))`,
        ),
      );
  }
  await db
    .insert(permissoesOferecidas)
    .values(novas.map((chave) => ({ chave })))
    .onConflictDoNothing();
}

export async function semearFuncoes(db: Database): Promise<void> {
  await db
    .insert(funcoes)
    .values(
      FUNCOES_PADRAO.map((f) => ({
        chave: f.chave,
        nome: f.nome,
        descricao: f.descricao,
        permissoes: [...f.permissoes],
      })),
    )
    .onConflictDoNothing({ target: funcoes.chave });
  await concederNovas(db);
  await db
    .update(funcoes)
    .set({ permissoes: [...TODAS_PERMISSOES], atualizadoEm: sql`now()` })
    .where(eq(funcoes.chave, ADMINISTRADOR));
}
