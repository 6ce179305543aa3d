// The search across classes (consulta-notas): grades filtered by class, discipline, bimester and
// apprentice, paged and sorted, and every row of it in batches for the export.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { aprendizes, disciplinas, notas, turmas } from '../../db/schema';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { busca, normalizada, ordenacao, pagina } from '../../shared/lista';
import { textosDoAprendiz } from '../../shared/periodo';
import type { LinhaLida } from '../../shared/registro';
import { MEDIA_MINIMA, type ConceitoFaixa } from '../../../src/shared/validation/avaliacoes';
import type { ConsultaBuscaNotas } from './esquemas-notas';
import { conceitoDe, conceitosPorId } from './notas-leitura';

// ---- The search across classes (consulta-notas) -------------------------------------------------

const ORDENS = {
  aprendiz: normalizada(aprendizes.nome),
  turma: turmas.codigo,
  disciplina: normalizada(disciplinas.nome),
  periodo: notas.periodo,
  valor: notas.valor,
};

const lerBusca = (executor: Executor) =>
  executor
    .select({
      id: notas.id,
      aprendizId: notas.aprendizId,
      aprendizNome: aprendizes.nome,
      aprendizNomeSocial: aprendizes.nomeSocial,
      turmaId: notas.turmaId,
      turmaCodigo: turmas.codigo,
      turmaNome: turmas.nome,
      disciplinaId: notas.disciplinaId,
      disciplinaNome: disciplinas.nome,
      periodo: notas.periodo,
      valor: notas.valor,
      conceitoId: notas.conceitoId,
      atualizadoEm: notas.atualizadoEm,
    })
    .from(notas)
    .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
    .innerJoin(turmas, eq(turmas.id, notas.turmaId))
    .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId));

function filtroBusca(c: ConsultaBuscaNotas, escopo: Escopo): SQL | undefined {
  return and(
    daTurmaNoEscopo(escopo, notas.turmaId),
    c.turmaId === undefined ? undefined : eq(notas.turmaId, c.turmaId),
    c.disciplinaId === undefined ? undefined : eq(notas.disciplinaId, c.disciplinaId),
    c.periodo === undefined ? undefined : eq(notas.periodo, c.periodo),
    c.aprendizId === undefined ? undefined : eq(notas.aprendizId, c.aprendizId),
    c.abaixoDaMedia === 'true'
      ? sql`${notas.valor} < ${MEDIA_MINIMA}`
      : c.abaixoDaMedia === 'false'
        ? sql`${notas.valor} >= ${MEDIA_MINIMA}`
        : undefined,
    c.ativo === 'todos' ? undefined : eq(aprendizes.ativo, c.ativo !== 'false'),
    busca(c.q, [...textosDoAprendiz, turmas.codigo, turmas.nome, disciplinas.nome]) ?? undefined,
  );
}

export type LinhaBusca = LinhaLida<typeof lerBusca>;

export async function buscarNotas(
  executor: Executor,
  consulta: ConsultaBuscaNotas,
  escopo: Escopo,
) {
  const onde = filtroBusca(consulta, escopo);
  const { page, pageSize, limit, offset } = pagina(consulta);
  const [linhas, [total], c] = await Promise.all([
    lerBusca(executor)
      .where(onde)
      .orderBy(...ordenacao(consulta.sort, ORDENS, 'aprendiz', notas.id))
      .limit(limit)
      .offset(offset),
    executor
      .select({ n: count() })
      .from(notas)
      .innerJoin(aprendizes, eq(aprendizes.id, notas.aprendizId))
      .innerJoin(turmas, eq(turmas.id, notas.turmaId))
      .innerJoin(disciplinas, eq(disciplinas.id, notas.disciplinaId))
      .where(onde),
    conceitosPorId(executor),
  ]);
  return {
    data: linhas.map((l) => paraEncontrada(l, c.ativos, c.todos)),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

export function paraEncontrada(
  l: LinhaBusca,
  ativos: readonly ConceitoFaixa[],
  todos: ReadonlyMap<number, ConceitoFaixa>,
) {
  return {
    id: l.id,
    aprendiz: { id: l.aprendizId, nome: l.aprendizNome, nomeSocial: l.aprendizNomeSocial },
    turma: { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome },
    disciplina: { id: l.disciplinaId, nome: l.disciplinaNome },
    periodo: l.periodo,
    valor: l.valor,
    conceito: conceitoDe(l.valor, l.conceitoId, ativos, todos),
    conceitoInformado: l.conceitoId !== null,
    alocado: true,
    atualizadoEm: l.atualizadoEm,
  };
}

/** Every row of the search, in its order, a batch at a time (the export). */
export async function* lotesDaBusca(
  executor: Executor,
  consulta: ConsultaBuscaNotas,
  escopo: Escopo,
) {
  const onde = filtroBusca(consulta, escopo);
  const c = await conceitosPorId(executor);
  for (let offset = 0; ; offset += 1000) {
    const lote = await lerBusca(executor)
      .where(onde)
      .orderBy(...ordenacao(consulta.sort, ORDENS, 'aprendiz', notas.id))
      .limit(1000)
      .offset(offset);
    for (const l of lote) yield paraEncontrada(l, c.ativos, c.todos);
    if (lote.length < 1000) return;
  }
}
