// What a document is made of, read from the records it states: the apprentice, their class
// (course, plan, CBO), their apprenticeship contract (company, period, hours) and their
// attendance. Each reader answers what exists; the rules of who qualifies are in apuracao.ts.
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  alocacoes,
  aprendizes,
  contratos,
  cursos,
  curriculoItens,
  disciplinas,
  frequencias,
  modulos,
  parceiros,
  planos,
  profissoes,
  rescisoes,
  turmas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';

export async function lerAprendiz(db: Executor, id: number) {
  const [a] = await db
    .select({
      id: aprendizes.id,
      nome: aprendizes.nome,
      nomeSocial: aprendizes.nomeSocial,
      cpf: aprendizes.cpf,
      ativo: aprendizes.ativo,
    })
    .from(aprendizes)
    .where(eq(aprendizes.id, id));
  return a;
}

/** The apprentice's latest allocation (the open one when there is one) and its class. */
export async function ultimaTurma(db: Executor, aprendizId: number) {
  const [t] = await db
    .select({
      id: turmas.id,
      codigo: turmas.codigo,
      nome: turmas.nome,
      turno: turmas.turno,
      diasTeoria: turmas.diasTeoria,
      dataInicio: turmas.dataInicio,
      dataFim: turmas.dataFim,
      planoId: turmas.planoId,
      plano: planos.nome,
      curso: cursos.nome,
      cboCodigo: profissoes.codigo,
      cboNome: profissoes.nome,
      alocadoDesde: alocacoes.dataInicio,
      alocadoAte: alocacoes.dataFim,
    })
    .from(alocacoes)
    .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .innerJoin(cursos, eq(cursos.id, turmas.cursoId))
    .leftJoin(planos, eq(planos.id, turmas.planoId))
    .leftJoin(profissoes, eq(profissoes.id, cursos.profissaoId))
    .where(eq(alocacoes.aprendizId, aprendizId))
    .orderBy(sql`${alocacoes.dataFim} IS NULL DESC`, desc(alocacoes.dataInicio), desc(alocacoes.id))
    .limit(1);
  return t;
}
export type TurmaDoAprendiz = NonNullable<Awaited<ReturnType<typeof ultimaTurma>>>;

/** The apprentice's latest apprenticeship contract (tipo A), its company and how it ended. */
export async function ultimoContrato(db: Executor, aprendizId: number) {
  const [c] = await db
    .select({
      id: contratos.id,
      numero: contratos.numero,
      status: contratos.status,
      dataInicio: contratos.dataInicio,
      dataTermino: contratos.dataTermino,
      cargaHoraria: contratos.cargaHoraria,
      diasPratica: contratos.diasPratica,
      horaEntrada: contratos.horaEntrada,
      horaSaida: contratos.horaSaida,
      cbo: contratos.cbo,
      cboNome: profissoes.nome,
      empresa: sql<string>`coalesce(${parceiros.nomeFantasia}, ${parceiros.razaoSocial})`,
      rescisao: rescisoes.data,
    })
    .from(contratos)
    .innerJoin(parceiros, eq(parceiros.id, contratos.parceiroId))
    .leftJoin(profissoes, eq(profissoes.codigo, contratos.cbo))
    .leftJoin(rescisoes, eq(rescisoes.contratoId, contratos.id))
    .where(and(eq(contratos.aprendizId, aprendizId), eq(contratos.tipo, 'A')))
    .orderBy(desc(contratos.dataInicio), desc(contratos.id))
    .limit(1);
  return c;
}
export type ContratoDoAprendiz = NonNullable<Awaited<ReturnType<typeof ultimoContrato>>>;

/** Class days taken for the apprentice in the class (optionally within a period), and presences. */
export async function frequenciaNaTurma(
  db: Executor,
  aprendizId: number,
  turmaId: number,
  periodo: { inicio?: string; fim?: string } = {},
) {
  const [f] = await db
    .select({
      dias: sql<number>`count(*)::int`,
      presentes: sql<number>`(count(*) FILTER (WHERE ${frequencias.status} = 'presente'))::int`,
    })
    .from(frequencias)
    .where(
      and(
        eq(frequencias.aprendizId, aprendizId),
        eq(frequencias.turmaId, turmaId),
        periodo.inicio ? gte(frequencias.data, periodo.inicio) : undefined,
        periodo.fim ? lte(frequencias.data, periodo.fim) : undefined,
      ),
    );
  return f ?? { dias: 0, presentes: 0 };
}

/** The plan's curriculum in the order it is taught: module by module, discipline by discipline. */
export async function curriculoDoPlano(db: Executor, planoId: number) {
  return db
    .select({
      modulo: modulos.nome,
      disciplina: disciplinas.nome,
      horas: curriculoItens.cargaHoraria,
    })
    .from(curriculoItens)
    .innerJoin(disciplinas, eq(disciplinas.id, curriculoItens.disciplinaId))
    .innerJoin(modulos, eq(modulos.id, disciplinas.moduloId))
    .where(eq(curriculoItens.planoId, planoId))
    .orderBy(asc(modulos.ordem), asc(curriculoItens.ordem));
}
