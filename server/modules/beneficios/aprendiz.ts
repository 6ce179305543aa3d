// The apprentice a benefits page is about (404 in the benefits' words when there is none).
import { eq } from 'drizzle-orm';
import { aprendizes } from '../../db/schema';
import type { Executor } from '../../shared/executor';

export async function aprendizExistente(executor: Executor, id: number) {
  const [a] = await executor
    .select({ id: aprendizes.id, nome: aprendizes.nome })
    .from(aprendizes)
    .where(eq(aprendizes.id, id));
  return a ?? null;
}
