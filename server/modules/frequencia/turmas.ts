// The class picker of the attendance screen: the active classes that have begun (running ones
// first), with the reader's own classes on top when they are an educator linked to an educator
// record — "an educator sees theirs first" is the server's answer, not a guess of the screen.
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { educadores, turmas } from '../../db/schema';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { busca } from '../../shared/lista';

export const LIMITE_TURMAS = 50;

export async function turmasParaFrequencia(
  executor: Executor,
  q: string | undefined,
  escopo: Escopo,
) {
  const educadorId = escopo.todas ? undefined : escopo.educadorId;
  // Without an educator record there are no "own" classes; PostgreSQL refuses a constant in
  // ORDER BY, so that sort key is left out instead of being `false`.
  const deQuem =
    educadorId === null || educadorId === undefined
      ? undefined
      : sql<boolean>`coalesce(${turmas.educadorId} = ${educadorId}, false)`;
  const minha = deQuem ?? sql<boolean>`false`;
  const linhas = await executor
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      status: turmas.status,
      diasTeoria: turmas.diasTeoria,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      educadorId: turmas.educadorId,
      educadorNome: educadores.nome,
      minha,
    })
    .from(turmas)
    .leftJoin(educadores, eq(educadores.id, turmas.educadorId))
    .where(
      and(
        eq(turmas.ativo, true),
        ne(turmas.status, 'planejada'),
        busca(q, [turmas.codigo, turmas.nome]),
        daTurmaNoEscopo(escopo, turmas.id),
      ),
    )
    .orderBy(
      ...(deQuem ? [desc(deQuem)] : []),
      desc(sql`${turmas.status} = 'em andamento'`),
      asc(turmas.codigo),
    )
    .limit(LIMITE_TURMAS);
  return {
    data: linhas.map((l) => ({
      id: l.id,
      codigo: l.codigo,
      nome: l.nome,
      status: l.status,
      diasTeoria: l.diasTeoria,
      dataInicio: l.dataInicio,
      dataFim: l.dataFim,
      educador: l.educadorId === null ? null : { id: l.educadorId, nome: l.educadorNome ?? '' },
      minha: l.minha,
    })),
  };
}
