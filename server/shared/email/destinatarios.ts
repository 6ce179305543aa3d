// Who "the coordination" is for the notices (decision, docs/ARCHITECTURE.md): every active user
// whose função is 'coordenacao' and who has an e-mail, lower-cased and without repeats.
import { and, eq, isNotNull } from 'drizzle-orm';
import { funcoes, usuarios } from '../../db/schema';
import type { Executor } from '../executor';
import type { ChaveFuncao } from '../permissoes';

const COORDENACAO: ChaveFuncao = 'coordenacao';

export async function emailsDaCoordenacao(tx: Executor): Promise<string[]> {
  const linhas = await tx
    .select({ email: usuarios.email })
    .from(usuarios)
    .innerJoin(funcoes, eq(funcoes.id, usuarios.funcaoId))
    .where(
      and(eq(funcoes.chave, COORDENACAO), eq(usuarios.ativo, true), isNotNull(usuarios.email)),
    );
  const emails = new Set<string>();
  for (const u of linhas) if (u.email.trim()) emails.add(u.email.trim().toLowerCase());
  return [...emails];
}
