// From the class form to column values: the shared rules (src/shared/validation/turma.ts), the
// course and the educator existing, every wrong field in one 400.
import { eq } from 'drizzle-orm';
import { cursos, educadores } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { texto } from '../../shared/texto';
import { MENSAGENS_TURMA as M, validarTurma } from '../../../src/shared/validation/turma';
import type { NovaTurma } from './schemas';

async function conferirEducador(
  executor: Executor,
  educadorId: number,
  educadorAtual: number | null | undefined,
): Promise<string | undefined> {
  const [educador] = await executor
    .select({ ativo: educadores.ativo })
    .from(educadores)
    .where(eq(educadores.id, educadorId));
  if (!educador) return M.educadorInexistente;
  // An educator inactivated later does not block edits of a class that already had them.
  if (!educador.ativo && educadorId !== educadorAtual) return M.educadorInativo;
  return undefined;
}

export async function prepararTurma(
  executor: Executor,
  corpo: NovaTurma,
  educadorAtual: number | null | undefined,
) {
  const status = corpo.status ?? 'planejada';
  const erros = validarTurma({ ...corpo, status });
  const [curso] = await executor
    .select({ id: cursos.id })
    .from(cursos)
    .where(eq(cursos.id, corpo.cursoId));
  if (!curso && !erros.cursoId) erros.cursoId = M.cursoInexistente;
  const educadorId = corpo.educadorId ?? null;
  const erroEducador =
    educadorId === null ? undefined : await conferirEducador(executor, educadorId, educadorAtual);
  if (erroEducador) erros.educadorId = erroEducador;
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return {
    codigo: corpo.codigo.trim(),
    nome: texto(corpo.nome) ?? '',
    cursoId: corpo.cursoId,
    planoId: corpo.planoId ?? null,
    educadorId,
    turno: corpo.turno,
    diasTeoria: [...corpo.diasTeoria].sort((a, b) => a - b),
    dataInicio: corpo.dataInicio,
    dataFim: corpo.dataFim,
    capacidade: corpo.capacidade,
    local: texto(corpo.local),
    status,
  };
}
