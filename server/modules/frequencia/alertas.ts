// Apprentices to call: 3 or more unjustified absences in a row (up to their last class day taken)
// or under 75% over their last 30 class days taken (once they have 5), among those allocated now.
// Reads frequencia_indicadores (kept by every save) through its partial index on em_alerta: a
// page costs the same on 150,000 apprentices as on 100.
import { and, asc, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import { alocacoes, aprendizes, frequenciaIndicadores as i, turmas } from '../../db/schema';
import { daTurmaNoEscopo, type Escopo } from '../../shared/escopo';
import type { Executor } from '../../shared/executor';
import { pagina } from '../../shared/lista';
import {
  DIAS_MINIMOS_ALERTA,
  FALTAS_SEGUIDAS_ALERTA,
  percentualFrequencia,
} from '../../../src/shared/validation/frequencia';
import type { ConsultaAlertas } from './esquemas';

// In alert: the stored column em_alerta (migration 0016), which the partial index
// frequencia_indicadores_alerta is filtered by and the planner has statistics for.
const emAlerta = eq(i.emAlerta, true);

export async function listarAlertas(executor: Executor, consulta: ConsultaAlertas, escopo: Escopo) {
  // The record rule: an educator's own classes; linked to no educator record, none.
  const daTurma = and(
    consulta.turmaId === undefined ? undefined : eq(turmas.id, consulta.turmaId),
    daTurmaNoEscopo(escopo, turmas.id),
  );
  const filtro = and(emAlerta, eq(aprendizes.ativo, true), daTurma);
  const { page, pageSize, limit, offset } = pagina(consulta);
  const alocacaoAberta = and(eq(alocacoes.aprendizId, i.aprendizId), isNull(alocacoes.dataFim));
  // The total as semi-joins from the few rows in alert: as plain joins the planner hashed all
  // 150,000 open allocations (a parallel scan) to count ~1,100 rows.
  // Without a class filter, no join to turmas: with it the planner went back to hashing.
  const alocadoAgora =
    daTurma === undefined
      ? executor
          .select({ um: sql`1` })
          .from(alocacoes)
          .where(alocacaoAberta)
      : executor
          .select({ um: sql`1` })
          .from(alocacoes)
          .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
          .where(and(alocacaoAberta, daTurma));
  const ativo = executor
    .select({ um: sql`1` })
    .from(aprendizes)
    .where(and(eq(aprendizes.id, i.aprendizId), eq(aprendizes.ativo, true)));
  const [linhas, [total]] = await Promise.all([
    executor
      .select({
        aprendizId: i.aprendizId,
        nome: aprendizes.nome,
        turmaId: turmas.id,
        turmaCodigo: turmas.codigo,
        turmaNome: turmas.nome,
        faltasSeguidas: i.faltasSeguidas,
        dias: i.dias,
        presentes: i.presentes,
        faltas: i.faltas,
        justificadas: i.justificadas,
        ultimaData: i.ultimaData,
        celular: aprendizes.celular,
        telefone: aprendizes.telefone,
        email: aprendizes.email,
        responsavelNome: aprendizes.responsavelNome,
        responsavelTelefone: aprendizes.responsavelTelefone,
      })
      .from(i)
      .innerJoin(aprendizes, eq(aprendizes.id, i.aprendizId))
      .innerJoin(alocacoes, alocacaoAberta)
      .innerJoin(turmas, eq(turmas.id, alocacoes.turmaId))
      .where(filtro)
      .orderBy(
        desc(i.faltasSeguidas),
        asc(sql`${i.presentes}::float / nullif(${i.dias}, 0)`),
        asc(i.aprendizId),
      )
      .limit(limit)
      .offset(offset),
    executor
      .select({ n: count() })
      .from(i)
      .where(and(emAlerta, exists(alocadoAgora), exists(ativo))),
  ]);
  return {
    data: linhas.map((l) => ({
      aprendizId: l.aprendizId,
      nome: l.nome,
      turma: { id: l.turmaId, codigo: l.turmaCodigo, nome: l.turmaNome },
      motivos: [
        ...(l.faltasSeguidas >= FALTAS_SEGUIDAS_ALERTA ? (['faltas-seguidas'] as const) : []),
        ...(l.dias >= DIAS_MINIMOS_ALERTA && l.presentes * 4 < l.dias * 3
          ? (['frequencia-baixa'] as const)
          : []),
      ],
      faltasSeguidas: l.faltasSeguidas,
      dias: l.dias,
      presentes: l.presentes,
      faltas: l.faltas,
      justificadas: l.justificadas,
      percentual: percentualFrequencia(l.presentes, l.dias),
      ultimaData: l.ultimaData,
      contato: {
        celular: l.celular,
        telefone: l.telefone,
        email: l.email,
        responsavelNome: l.responsavelNome,
        responsavelTelefone: l.responsavelTelefone,
      },
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
