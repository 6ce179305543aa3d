// One apprentice's grades in every class × discipline × bimester (or in one class).
import { and, eq, sql } from 'drizzle-orm';
import { alocacoes, disciplinas, notas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import type { LinhaNotaResposta, NotasResposta } from './esquemas-notas';
import {
  aprendizDasNotas,
  conceitoDe,
  conceitosPorId,
  disciplinasDoPlano,
  resumoTurma,
  turmaDasNotas,
} from './notas-leitura';

export async function notasDoAprendiz(
  executor: Executor,
  aprendizId: number,
  turmaId: number | undefined,
): Promise<NotasResposta> {
  const pessoa = await aprendizDasNotas(executor, aprendizId);
  const turmaIds =
    turmaId !== undefined
      ? [turmaId]
      : (
          await executor
            .select({
              turmaId: alocacoes.turmaId,
              inicio: sql<string>`min(${alocacoes.dataInicio})`,
            })
            .from(alocacoes)
            .where(eq(alocacoes.aprendizId, aprendizId))
            .groupBy(alocacoes.turmaId)
            .orderBy(sql`min(${alocacoes.dataInicio}) DESC`)
        ).map((a) => a.turmaId);
  const c = await conceitosPorId(executor);
  const linhas: LinhaNotaResposta[] = [];
  for (const id of turmaIds) {
    const t = await turmaDasNotas(executor, id);
    const turma = resumoTurma(t);
    const [plano, gravadas] = await Promise.all([
      disciplinasDoPlano(executor, t.planoId),
      executor
        .select({
          disciplinaId: notas.disciplinaId,
          disciplinaNome: disciplinas.nome,
          periodo: notas.periodo,
          valor: notas.valor,
          conceitoId: notas.conceitoId,
        })
        .from(notas)
        .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId))
        .where(and(eq(notas.turmaId, id), eq(notas.aprendizId, aprendizId))),
    ]);
    const chave = (d: number, p: number) => `${d}:${p}`;
    const porChave = new Map(gravadas.map((g) => [chave(g.disciplinaId, g.periodo), g]));
    const lista = [...plano.map((d) => ({ id: d.id, nome: d.nome }))];
    for (const g of gravadas) {
      if (!lista.some((d) => d.id === g.disciplinaId))
        lista.push({ id: g.disciplinaId, nome: g.disciplinaNome });
    }
    for (const d of lista) {
      for (const periodo of [1, 2, 3, 4]) {
        const g = porChave.get(chave(d.id, periodo));
        linhas.push({
          aprendiz: pessoa,
          turma,
          disciplina: d,
          periodo,
          valor: g?.valor ?? null,
          conceito: conceitoDe(g?.valor ?? null, g?.conceitoId ?? null, c.ativos, c.todos),
          conceitoInformado: (g?.conceitoId ?? null) !== null,
          alocado: true,
        });
      }
    }
  }
  return {
    turma: null,
    disciplina: null,
    periodo: null,
    inicio: null,
    fim: null,
    aprendiz: { id: pessoa.id, nome: pessoa.nome },
    lancamento: null,
    podeAlterar: false,
    bloqueio: null,
    linhas,
  };
}
