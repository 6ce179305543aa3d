// What the apprenticeship law's rule set (src/shared/validation/legislacao.ts) needs from the
// database: the apprentice's birth date, schooling and school shift, the theory days of their open
// class, the salário mínimo of the contract's start year. Used by create, update, extension and
// /verificar, and by the check over every running contract (GET /api/contratos/pendencias-legais,
// and the list's pendenciasLegais=true).
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  alocacoes,
  aprendizes,
  contratos,
  grausEscolaridade,
  salariosMinimos,
  turmas,
} from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { STATUS_EM_CURSO } from '../../../src/shared/validation/contratos';
import {
  conferirLegislacao,
  type ConferenciaLegal,
  type ContextoLegal,
  type JornadaContrato,
  type SalarioMinimo,
} from '../../../src/shared/validation/legislacao';

export async function salarioMinimoDoAno(
  executor: Executor,
  ano: number,
): Promise<SalarioMinimo | null> {
  const [linha] = await executor
    .select({
      ano: salariosMinimos.ano,
      valorCentavos: salariosMinimos.valorCentavos,
      decreto: salariosMinimos.decreto,
    })
    .from(salariosMinimos)
    .where(eq(salariosMinimos.ano, ano));
  return linha ?? null;
}

/** The rule set's context for an apprentice and a start date (either may be missing in a form). */
export async function contextoLegal(
  executor: Executor,
  aprendizId: number | null | undefined,
  inicio: string | null | undefined,
): Promise<ContextoLegal> {
  const ano =
    typeof inicio === 'string' && /^\d{4}-/.test(inicio) ? Number(inicio.slice(0, 4)) : null;
  const salarioMinimo = ano === null ? null : await salarioMinimoDoAno(executor, ano);
  if (typeof aprendizId !== 'number' || aprendizId <= 0) {
    return { aprendiz: null, diasTeoria: [], salarioMinimo };
  }
  const [linha] = await executor
    .select({
      dataNascimento: aprendizes.dataNascimento,
      escolaridade: grausEscolaridade.codigo,
      turnoEscolar: aprendizes.turnoEscolar,
      diasTeoria: turmas.diasTeoria,
    })
    .from(aprendizes)
    .leftJoin(grausEscolaridade, eq(grausEscolaridade.id, aprendizes.grauEscolaridadeId))
    .leftJoin(alocacoes, and(eq(alocacoes.aprendizId, aprendizes.id), isNull(alocacoes.dataFim)))
    .leftJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .where(eq(aprendizes.id, aprendizId));
  if (!linha) return { aprendiz: null, diasTeoria: [], salarioMinimo };
  return {
    aprendiz: {
      dataNascimento: linha.dataNascimento,
      escolaridade: linha.escolaridade,
      turnoEscolar: linha.turnoEscolar,
    },
    diasTeoria: linha.diasTeoria ?? [],
    salarioMinimo,
  };
}

export async function conferirContrato(
  executor: Executor,
  dados: JornadaContrato & { Con_CodAprendiz?: number | null | undefined },
): Promise<ConferenciaLegal> {
  return conferirLegislacao(
    dados,
    await contextoLegal(executor, dados.Con_CodAprendiz, dados.Con_DataInicio),
  );
}

export interface PendenciaLegal {
  contratoId: number;
  numero: string;
  aprendizId: number;
  bloqueios: ConferenciaLegal['bloqueios'];
}

/**
 * Every running contract (as of `hoje`) that breaks a rule, with its blocking problems. One read of
 * the running contracts with their apprentice, class and year's salário mínimo, then the shared
 * rules in memory: the rules are code, not SQL, so the list filter and this check cannot disagree.
 */
export async function pendenciasLegais(db: Database, hoje: string): Promise<PendenciaLegal[]> {
  const linhas = await db
    .select({
      id: contratos.id,
      numero: contratos.numero,
      aprendizId: contratos.aprendizId,
      tipo: contratos.tipo,
      dataInicio: contratos.dataInicio,
      cargaHoraria: contratos.cargaHoraria,
      bolsa: contratos.valorBolsaCentavos,
      encargos: contratos.valorEncargosCentavos,
      diasPratica: contratos.diasPratica,
      horaEntrada: contratos.horaEntrada,
      horaSaida: contratos.horaSaida,
      dataNascimento: aprendizes.dataNascimento,
      escolaridade: grausEscolaridade.codigo,
      turnoEscolar: aprendizes.turnoEscolar,
      diasTeoria: turmas.diasTeoria,
      salarioAno: salariosMinimos.ano,
      salarioCentavos: salariosMinimos.valorCentavos,
      decreto: salariosMinimos.decreto,
    })
    .from(contratos)
    .innerJoin(aprendizes, eq(aprendizes.id, contratos.aprendizId))
    .leftJoin(grausEscolaridade, eq(grausEscolaridade.id, aprendizes.grauEscolaridadeId))
    .leftJoin(
      alocacoes,
      and(eq(alocacoes.aprendizId, contratos.aprendizId), isNull(alocacoes.dataFim)),
    )
    .leftJoin(turmas, eq(turmas.id, alocacoes.turmaId))
    .leftJoin(
      salariosMinimos,
      eq(salariosMinimos.ano, sql`extract(year from ${contratos.dataInicio})::int`),
    )
    .where(
      and(
        inArray(contratos.status, [...STATUS_EM_CURSO]),
        gte(contratos.dataTermino, hoje),
        eq(contratos.tipo, 'A'),
      ),
    )
    .orderBy(contratos.id);
  const pendencias: PendenciaLegal[] = [];
  for (const l of linhas) {
    const conferencia = conferirLegislacao(
      {
        Con_TipoContrato: l.tipo,
        Con_DataInicio: l.dataInicio,
        Con_CargaHoraria: l.cargaHoraria,
        Con_ValorBolsa: l.bolsa === null ? null : l.bolsa / 100,
        Con_ValorEncargos: l.encargos === null ? null : l.encargos / 100,
        Con_DiasPratica: l.diasPratica,
        Con_HoraEntrada: l.horaEntrada,
        Con_HoraSaida: l.horaSaida,
      },
      {
        aprendiz: {
          dataNascimento: l.dataNascimento,
          escolaridade: l.escolaridade,
          turnoEscolar: l.turnoEscolar,
        },
        diasTeoria: l.diasTeoria ?? [],
        salarioMinimo:
          l.salarioAno === null || l.salarioCentavos === null || l.decreto === null
            ? null
            : { ano: l.salarioAno, valorCentavos: l.salarioCentavos, decreto: l.decreto },
      },
    );
    if (conferencia.bloqueios.length > 0) {
      pendencias.push({
        contratoId: l.id,
        numero: l.numero,
        aprendizId: l.aprendizId,
        bloqueios: conferencia.bloqueios,
      });
    }
  }
  return pendencias;
}
