// The five funções of PRODUCT.md. Inserted once; afterwards /admin/funcoes owns their
// permissions, with one exception: the administrador always holds the whole catalogue, so a
// permission added by a later issue never leaves the system without anyone able to use it.
import { eq, sql } from 'drizzle-orm';
import { FUNCOES_PADRAO, TODAS_PERMISSOES } from '../../shared/permissoes';
import type { Database } from '../client';
import { funcoes } from '../schema';

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
  await db
    .update(funcoes)
    .set({ permissoes: [...TODAS_PERMISSOES], atualizadoEm: sql`now()` })
    .where(eq(funcoes.chave, 'administrador'));
}
