// From the class form to column values: the shared rules (src/shared/validation/turma.ts), the
// course and the educator existing, every wrong field in one 400; each declared field as its kind
// is stored (CAMPOS_TURMA: texts trimmed, blanks as null), the weekdays in order.
import { eq } from 'drizzle-orm';
import { cursos, educadores, planos } from '../../db/schema';
import { existeId, type Executor } from '../../shared/executor';
import { referenciaInvalida } from '../../shared/registro';
import { invalido } from '../../shared/problem';
import { valoresDosCampos } from '../../shared/campos';
import { periodoDeVigencia } from '../../../src/shared/validation/curriculo';
import {
  CAMPOS_TURMA,
  MENSAGENS_TURMA as M,
  validarTurma,
} from '../../../src/shared/validation/turma';
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
  const valores = valoresDosCampos(CAMPOS_TURMA, corpo);
  const { educadorId, planoId } = valores;
  const erroEducador =
    educadorId === null
      ? undefined
      : // An educator inactivated later does not block edits of a class that already had them.
        await referenciaInvalida(executor, educadores, educadorId, atual?.educadorId, {
          inexistente: M.educadorInexistente,
          inativo: M.educadorInativo,
        });
  if (erroEducador) erros.educadorId = erroEducador;
  if (planoId !== null && !erros.cursoId && !erros.dataInicio) {
    const erroPlano = await conferirPlano(executor, corpo, planoId, atual?.planoId);
    if (erroPlano) erros.planoId = erroPlano;
  }
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return { ...valores, diasTeoria: [...corpo.diasTeoria].sort((a, b) => a - b), status };
}
