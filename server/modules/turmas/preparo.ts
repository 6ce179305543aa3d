// From the class form to column values: the shared rules (src/shared/validation/turma.ts), the
// course and the educator existing, every wrong field in one 400.
import { eq } from 'drizzle-orm';
import { cursos, educadores, planos } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { referenciaInvalida } from '../../shared/registro';
import { invalido } from '../../shared/problem';
import { texto } from '../../shared/texto';
import { periodoDeVigencia } from '../../../src/shared/validation/curriculo';
import { MENSAGENS_TURMA as M, validarTurma } from '../../../src/shared/validation/turma';
import type { NovaTurma } from './esquemas';

/**
 * The plan a class follows is of the class's course and in force on its start date; an inactive
 * plan is refused only when newly chosen.
 */
async function conferirPlano(
  executor: Executor,
  corpo: Pick<NovaTurma, 'cursoId' | 'dataInicio'>,
  planoId: number,
  planoAtual: number | null | undefined,
): Promise<string | undefined> {
  const [plano] = await executor
    .select({
      cursoId: planos.cursoId,
      ativo: planos.ativo,
      inicio: planos.vigenciaInicio,
      fim: planos.vigenciaFim,
    })
    .from(planos)
    .where(eq(planos.id, planoId));
  if (!plano) return M.planoInexistente;
  if (!plano.ativo && planoId !== planoAtual) return M.planoInativo;
  if (plano.cursoId !== corpo.cursoId) return M.planoDeOutroCurso;
  if (corpo.dataInicio < plano.inicio || (plano.fim !== null && corpo.dataInicio > plano.fim)) {
    return M.planoForaDaVigencia(periodoDeVigencia(plano.inicio, plano.fim));
  }
  return undefined;
}

export async function prepararTurma(
  executor: Executor,
  corpo: NovaTurma,
  atual: { educadorId: number | null; planoId: number | null } | undefined,
) {
  const status = corpo.status ?? 'planejada';
  const erros = validarTurma({ ...corpo, status });
  const curso = await existeId(executor, cursos, corpo.cursoId);
  if (!curso && !erros.cursoId) erros.cursoId = M.cursoInexistente;
  const educadorId = corpo.educadorId ?? null;
  const erroEducador =
    educadorId === null
      ? undefined
      : // An educator inactivated later does not block edits of a class that already had them.
        await referenciaInvalida(executor, educadores, educadorId, atual?.educadorId, {
          inexistente: M.educadorInexistente,
          inativo: M.educadorInativo,
        });
  if (erroEducador) erros.educadorId = erroEducador;
  const planoId = corpo.planoId ?? null;
  if (planoId !== null && !erros.cursoId && !erros.dataInicio) {
    const erroPlano = await conferirPlano(executor, corpo, planoId, atual?.planoId);
    if (erroPlano) erros.planoId = erroPlano;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return {
    codigo: corpo.codigo.trim(),
    nome: texto(corpo.nome) ?? '',
    cursoId: corpo.cursoId,
    planoId,
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
