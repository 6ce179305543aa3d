// The resources the record rule knows, declared once: how an id of each reaches its class(es).
// A route names which of its fields (path, query or body) holds which resource's id
// (`config: { escopo: { turmaId: 'turma', id: 'aprendiz' } }`) and the kit checks them all.
import { and, eq, inArray } from 'drizzle-orm';
import { alocacoes, avaliacoesAplicadas, documentosEmitidos } from '../../db/schema';
import type { Executor } from '../executor';
import type { Escopo } from './escopo';

type Minhas = Extract<Escopo, { todas: false }>;
type Alcanca = (executor: Executor, id: number, escopo: Minhas) => Promise<boolean>;

const turma: Alcanca = (_executor, id, escopo) => Promise.resolve(escopo.turmaIds.includes(id));

/** An apprentice ever allocated to one of the classes (their calendar, report card, history). */
const aprendiz: Alcanca = async (executor, id, escopo) => {
  if (escopo.turmaIds.length === 0) return false;
  const [linha] = await executor
    .select({ id: alocacoes.id })
    .from(alocacoes)
    .where(and(eq(alocacoes.aprendizId, id), inArray(alocacoes.turmaId, [...escopo.turmaIds])))
    .limit(1);
  return linha !== undefined;
};

/** An applied evaluation: through its class, or its apprentice when applied to one person. */
const avaliacaoAplicada: Alcanca = async (executor, id, escopo) => {
  const [linha] = await executor
    .select({ turmaId: avaliacoesAplicadas.turmaId, aprendizId: avaliacoesAplicadas.aprendizId })
    .from(avaliacoesAplicadas)
    .where(eq(avaliacoesAplicadas.id, id));
  if (!linha) return false;
  if (linha.turmaId !== null) return turma(executor, linha.turmaId, escopo);
  return aprendiz(executor, linha.aprendizId, escopo);
};

/** An issued certificate or declaration: through its apprentice (issue 35). */
const documento: Alcanca = async (executor, id, escopo) => {
  const [linha] = await executor
    .select({ aprendizId: documentosEmitidos.aprendizId })
    .from(documentosEmitidos)
    .where(eq(documentosEmitidos.id, id));
  return linha ? aprendiz(executor, linha.aprendizId, escopo) : false;
};

export const RECURSOS_COM_ESCOPO = { turma, aprendiz, avaliacaoAplicada, documento } as const;

export type RecursoComEscopo = keyof typeof RECURSOS_COM_ESCOPO;

export function ehRecursoComEscopo(valor: string): valor is RecursoComEscopo {
  return Object.hasOwn(RECURSOS_COM_ESCOPO, valor);
}
