// Who may save a class day: an educator (role educador) only for the classes they lead, through
// the educator record their user is linked to (usuarios.educador_id); nobody for a day that has
// not come yet; a day older than 7 days only with frequencia:corrigir.
import { eq } from 'drizzle-orm';
import { usuarios } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import {
  DIAS_PARA_CORRIGIR,
  MENSAGENS_FREQUENCIA as M,
  somarDias,
} from '../../../src/shared/validation/frequencia';
import type { TurmaDaFrequencia } from './turma';

/** The educator record of a user whose role is educador; undefined for every other role. */
export async function educadorDoUsuario(
  executor: Executor,
  usuario: UsuarioAutenticado,
): Promise<number | null | undefined> {
  if (usuario.funcao !== 'educador') return undefined;
  const [linha] = await executor
    .select({ educadorId: usuarios.educadorId })
    .from(usuarios)
    .where(eq(usuarios.id, usuario.id));
  return linha?.educadorId ?? null;
}

/** 403 when an educator writes for a class that is not theirs (or is linked to no educator). */
export async function exigirTurmaDoEducador(
  executor: Executor,
  t: Pick<TurmaDaFrequencia, 'educadorId'>,
  usuario: UsuarioAutenticado,
): Promise<void> {
  const motivo = await motivoDoEducador(executor, t, usuario);
  if (motivo) throw problema(403, motivo);
}

async function motivoDoEducador(
  executor: Executor,
  t: Pick<TurmaDaFrequencia, 'educadorId'>,
  usuario: UsuarioAutenticado,
): Promise<string | null> {
  const educadorId = await educadorDoUsuario(executor, usuario);
  if (educadorId === undefined) return null;
  if (educadorId === null) return M.educadorSemVinculo;
  return t.educadorId === educadorId ? null : M.educadorOutraTurma;
}

/** The date rules every save of a day passes (the reasons are the 422's words). */
export function motivoDaData(data: string, usuario: UsuarioAutenticado, hoje: string) {
  if (data > hoje) return M.futuro;
  if (
    data < somarDias(hoje, -DIAS_PARA_CORRIGIR) &&
    !usuario.permissoes.includes('frequencia:corrigir')
  ) {
    return M.antigo(DIAS_PARA_CORRIGIR);
  }
  return null;
}

/** Why the reader cannot save this (class) day now, or null: what GET shows before any click. */
export async function bloqueioDeEscrita(
  executor: Executor,
  t: Pick<TurmaDaFrequencia, 'educadorId'>,
  data: string,
  usuario: UsuarioAutenticado,
  hoje: string,
): Promise<string | null> {
  if (!usuario.permissoes.includes('frequencia:escrever')) {
    return 'Você pode ver a frequência, mas não registrá-la.';
  }
  return (await motivoDoEducador(executor, t, usuario)) ?? motivoDaData(data, usuario, hoje);
}
