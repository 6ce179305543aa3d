// Who may see which class (issue 31): the one record-level rule. The role educador works with the
// classes it leads, through the educator record its user is linked to (usuarios.educador_id);
// linked to none, it sees no class at all. Every other role keeps the reach its permissions give.
// Computed once per request and reused by the kit's check (plugins/escopo.ts) and by the lists.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { turmas, usuarios } from '../../db/schema';
import type { Executor } from '../executor';
import type { UsuarioAutenticado } from '../../tipos-fastify';

/** The role whose reach is its own classes; every other role is broad. */
export const FUNCAO_COM_ESCOPO = 'educador';

export type Escopo =
  | { todas: true }
  /** educadorId null: an educator user linked to no educator record (sees nothing). */
  | { todas: false; educadorId: number | null; turmaIds: readonly number[] };

export async function escopoDoUsuario(
  executor: Executor,
  usuario: UsuarioAutenticado,
): Promise<Escopo> {
  if (usuario.funcao !== FUNCAO_COM_ESCOPO) return { todas: true };
  const [linha] = await executor
    .select({ educadorId: usuarios.educadorId })
    .from(usuarios)
    .where(eq(usuarios.id, usuario.id));
  const educadorId = linha?.educadorId ?? null;
  if (educadorId === null) return { todas: false, educadorId, turmaIds: [] };
  const minhas = await executor
    .select({ id: turmas.id })
    .from(turmas)
    .where(eq(turmas.educadorId, educadorId));
  return { todas: false, educadorId, turmaIds: minhas.map((t) => t.id) };
}

const calculados = new WeakMap<FastifyRequest, Promise<Escopo>>();

/** The request's reach, computed on first use (the kit's hook or a list) and then remembered. */
export function escopoDe(executor: Executor, request: FastifyRequest): Promise<Escopo> {
  let escopo = calculados.get(request);
  if (!escopo) {
    escopo = escopoDoUsuario(executor, request.usuario);
    calculados.set(request, escopo);
  }
  return escopo;
}
