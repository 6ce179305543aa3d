// An apprentice's attendance in a year, by month (the apprentice page's Frequência tab): days
// marked, presences, absences, justified ones, the % and each absence with its justification.
import { and, asc, between, eq } from 'drizzle-orm';
import { aprendizes, frequencias, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { problema } from '../../shared/problem';
import {
  MENSAGENS_FREQUENCIA as M,
  percentualFrequencia,
  type StatusFrequencia,
} from '../../../src/shared/validation/frequencia';

export async function aprendizExistente(executor: Executor, id: number) {
  const [a] = await executor
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      municipioId: aprendizes.municipioId,
      uf: aprendizes.uf,
    })
    .from(aprendizes)
    .where(eq(aprendizes.id, id));
  if (!a) throw problema(404, M.aprendizNaoEncontrado);
  return a;
}

const somar = (linhas: { status: StatusFrequencia }[]) => {
  const conta = (s: StatusFrequencia) => linhas.filter((l) => l.status === s).length;
  const presentes = conta('presente');
  return {
    dias: linhas.length,
    presentes,
    faltas: conta('falta'),
    justificadas: conta('falta-justificada'),
    percentual: percentualFrequencia(presentes, linhas.length),
  };
};

export async function frequenciaDoAprendiz(executor: Executor, aprendizId: number, ano: number) {
  await aprendizExistente(executor, aprendizId);
  const linhas = await executor
    .select({
      data: frequencias.data,
      status: frequencias.status,
      justificativa: frequencias.justificativa,
      turmaId: turmas.id,
      turmaCodigo: turmas.codigo,
      turmaNome: turmas.nome,
    })
    .from(frequencias)
    .innerJoin(turmas, eq(turmas.id, frequencias.turmaId))
    .where(
      and(
        eq(frequencias.aprendizId, aprendizId),
        between(frequencias.data, `${ano}-01-01`, `${ano}-12-31`),
      ),
    )
    .orderBy(asc(frequencias.data));
  const porMes = new Map<string, typeof linhas>();
  for (const l of linhas) {
    const mes = l.data.slice(0, 7);
    porMes.set(mes, [...(porMes.get(mes) ?? []), l]);
  }
  return {
    aprendizId,
    ano,
    meses: [...porMes.entries()].map(([mes, doMes]) => ({
      mes,
      ...somar(doMes),
      ausencias: doMes
        .filter((l) => l.status !== 'presente')
        .map((l) => ({
          data: l.data,
          turma: { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome },
          status: l.status,
          justificativa: l.justificativa,
        })),
    })),
    total: somar(linhas),
  };
}
