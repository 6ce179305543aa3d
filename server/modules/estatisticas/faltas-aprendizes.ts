// GET /api/estatisticas/faltas-aprendizes: the absence rate per class and month over a period of
// months, and the 20 apprentices with most unjustified absences in it. An educator sees only the
// classes they lead (the attendance module's rule: server/modules/frequencia/permissao.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalido } from '../../shared/problem';
import type { Escopo } from '../../shared/escopo';
import { consultar, n } from './comum';
import { mesDe, mesesEntre, primeiroDia, taxa } from './faixas';
import type { ConsultaFaltas, FaltasAprendizes } from './esquemas';
import { somarMeses } from '../../../src/shared/validation/datas';

/** Which classes a reading covers: a class, a course's, an educator's (null: none at all). */
export interface FiltroTurmas {
  de: string;
  ate: string;
  turmaId?: number;
  cursoId?: number;
  /** undefined: every class; null: an educator linked to no educator record, so no class. */
  educadorId?: number | null;
}

const MAIS_FALTAS = 20;
/** Classes in the answer: the chart and its table show the worst; a filter narrows to others. */
export const TURMAS_NO_GRAFICO = 100;

/** The classes with marks in the period, highest absence rate first, up to TURMAS_NO_GRAFICO. */
async function turmasComMaisFaltas(db: Database, f: FiltroTurmas) {
  const linhas = await consultar<Record<string, unknown>>(
    db,
    // Summed per class first (one pass over the counts), joined to the classes after.
    sql`SELECT t.id, t.codigo, c.nome AS curso, s.registros, s.faltas, count(*) OVER ()::int AS quantas
          FROM (SELECT e.turma_id, sum(e.registros)::int AS registros, sum(e.faltas)::int AS faltas
                  FROM estatisticas_faltas_turma_mes e
                 WHERE e.mes BETWEEN ${primeiroDia(f.de)}::date AND ${primeiroDia(f.ate)}::date
                 GROUP BY e.turma_id HAVING sum(e.registros) > 0) s
          JOIN turmas t ON t.id = s.turma_id
          JOIN cursos c ON c.id = t.curso_id
         WHERE ${condicaoTurmas(f)}
         ORDER BY s.faltas::float8 / s.registros DESC, t.codigo, t.id
         LIMIT ${TURMAS_NO_GRAFICO}`,
  );
  return linhas.map((l) => ({
    turmaId: n(l.id),
    codigo: String(l.codigo),
    curso: String(l.curso),
    taxa: taxa(n(l.faltas), n(l.registros)),
    quantas: n(l.quantas),
  }));
}

function condicaoTurmas(f: FiltroTurmas): SQL {
  return sql`t.ativo
    AND (${f.turmaId ?? null}::int IS NULL OR t.id = ${f.turmaId ?? null}::int)
    AND (${f.cursoId ?? null}::int IS NULL OR t.curso_id = ${f.cursoId ?? null}::int)
    AND ${f.educadorId === undefined ? sql`true` : f.educadorId === null ? sql`false` : sql`t.educador_id = ${f.educadorId}::int`}`;
}

export interface MarcacoesDoMes {
  turmaId: number;
  mes: string;
  registros: number;
  faltas: number;
  justificadas: number;
}

/** Marks and absences of a month in every active class (the landing's rate). */
export async function faltasDoMes(db: Database, mes: string) {
  const [linha] = await consultar<{ registros: number; faltas: number }>(
    db,
    sql`SELECT coalesce(sum(e.registros), 0)::int AS registros, coalesce(sum(e.faltas), 0)::int AS faltas
          FROM estatisticas_faltas_turma_mes e JOIN turmas t ON t.id = e.turma_id
         WHERE e.mes = ${primeiroDia(mes)}::date AND t.ativo`,
  );
  return { registros: n(linha?.registros), faltas: n(linha?.faltas) };
}

/**
 * Attendance marks per class and month of the period (months 'aaaa-mm'), from the counts
 * migration 0013 keeps in step with frequencias; only classes given (all when undefined).
 */
export async function marcacoesPorTurmaEMes(
  db: Database,
  f: FiltroTurmas,
  turmas?: number[],
): Promise<MarcacoesDoMes[]> {
  if (turmas?.length === 0) return [];
  const linhas = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT e.turma_id, to_char(e.mes, 'YYYY-MM') AS mes, e.registros, e.faltas, e.justificadas
          FROM estatisticas_faltas_turma_mes e JOIN turmas t ON t.id = e.turma_id
         WHERE e.mes BETWEEN ${primeiroDia(f.de)}::date AND ${primeiroDia(f.ate)}::date
           AND e.registros > 0 AND ${condicaoTurmas(f)}
           AND ${turmas ? sql`e.turma_id = ANY(${lista(turmas)})` : sql`true`}`,
  );
  return linhas.map((l) => ({
    turmaId: n(l.turma_id),
    mes: String(l.mes),
    registros: n(l.registros),
    faltas: n(l.faltas),
    justificadas: n(l.justificadas),
  }));
}

/** Ids as one array parameter: one value to parse and plan, not hundreds. */
const lista = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

type MaisFaltas = FaltasAprendizes['maisFaltas'][number];

/**
 * Period totals of the given apprentices (or of everyone in the classes, when `ids` is undefined)
 * with at least one unjustified absence; the class is the one of their latest month in the period.
 */
async function totaisNoPeriodo(
  db: Database,
  f: FiltroTurmas,
  ids?: number[],
): Promise<MaisFaltas[]> {
  const linhas = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT e.aprendiz_id, a.nome,
               (array_agg(t.codigo ORDER BY e.mes DESC, e.registros DESC, t.id DESC))[1] AS turma,
               sum(e.faltas - e.justificadas)::int AS nj, sum(e.faltas)::int AS faltas,
               sum(e.registros)::int AS registros
          FROM estatisticas_faltas_aprendiz_mes e
          JOIN turmas t ON t.id = e.turma_id
          JOIN aprendizes a ON a.id = e.aprendiz_id AND a.ativo
         WHERE e.mes BETWEEN ${primeiroDia(f.de)}::date AND ${primeiroDia(f.ate)}::date
           AND ${condicaoTurmas(f)}
           AND ${ids ? sql`e.aprendiz_id = ANY(${lista(ids)})` : sql`true`}
         GROUP BY e.aprendiz_id, a.nome
        HAVING sum(e.faltas - e.justificadas) > 0`,
  );
  return linhas.map((l) => ({
    aprendizId: n(l.aprendiz_id),
    nome: String(l.nome),
    turmaCodigo: (l.turma as string | null) ?? null,
    faltasNaoJustificadas: n(l.nj),
    faltas: n(l.faltas),
    registros: n(l.registros),
    taxa: taxa(n(l.faltas), n(l.registros)),
  }));
}

const ordemMaisFaltas = (a: MaisFaltas, b: MaisFaltas) =>
  b.faltasNaoJustificadas - a.faltasNaoJustificadas ||
  b.faltas - a.faltas ||
  a.nome.localeCompare(b.nome, 'pt-BR') ||
  a.aprendizId - b.aprendizId;

const LOTE = 200;

/**
 * The 20 apprentices with most unjustified absences in the period. For one class or an educator's
 * classes, their apprentices' totals are summed directly (a few hundred rows). For every class (or a
 * course's), apprentices are read in order of their unjustified absences of ALL time — an upper
 * bound of any period's — and summed for the period a batch at a time, stopping once the next
 * bound is below the 20th total found: nobody further down can enter the list. Exact, and it reads
 * a few batches instead of 150,000 apprentices.
 */
export async function maisFaltas(
  db: Database,
  f: FiltroTurmas,
  tamanhoDoLote = LOTE,
): Promise<MaisFaltas[]> {
  if (f.turmaId !== undefined || f.educadorId !== undefined) {
    return (await totaisNoPeriodo(db, f)).sort(ordemMaisFaltas).slice(0, MAIS_FALTAS);
  }
  let melhores: MaisFaltas[] = [];
  for (let deslocamento = 0; ; deslocamento += tamanhoDoLote) {
    const lote = await consultar<{ aprendiz_id: number; nao_justificadas: number }>(
      db,
      sql`SELECT aprendiz_id, nao_justificadas FROM estatisticas_faltas_aprendiz
           WHERE nao_justificadas > 0
           ORDER BY nao_justificadas DESC, aprendiz_id
           LIMIT ${tamanhoDoLote} OFFSET ${deslocamento}`,
    );
    if (lote.length === 0) break;
    const totais = await totaisNoPeriodo(
      db,
      f,
      lote.map((l) => n(l.aprendiz_id)),
    );
    melhores = [...melhores, ...totais].sort(ordemMaisFaltas).slice(0, MAIS_FALTAS);
    const limite = n(lote[lote.length - 1]?.nao_justificadas);
    const vigesimo = melhores[MAIS_FALTAS - 1];
    if (lote.length < tamanhoDoLote || (vigesimo && limite < vigesimo.faltasNaoJustificadas)) break;
  }
  return melhores;
}

/** The period of the query: default the last 6 months with the current; upside down is a 400. */
export function periodoDeMeses(consulta: Pick<ConsultaFaltas, 'de' | 'ate'>, hoje: string) {
  const ate = consulta.ate ?? mesDe(hoje);
  const de = consulta.de ?? somarMeses(ate, -5);
  if (de > ate) throw invalido({ ate: 'O mês final deve ser igual ou posterior ao inicial' });
  if (mesesEntre(de, ate).length > 36) {
    throw invalido({ ate: 'O período vai até 36 meses' });
  }
  return { de, ate };
}

export async function faltasAprendizes(
  db: Database,
  consulta: ConsultaFaltas,
  escopo: Escopo,
  hoje: string,
  agora: Date,
): Promise<FaltasAprendizes> {
  const { de, ate } = periodoDeMeses(consulta, hoje);
  const filtro: FiltroTurmas = {
    de,
    ate,
    turmaId: consulta.turmaId,
    cursoId: consulta.cursoId,
    // The record rule (shared/escopo): an educator's own classes; unlinked, none.
    educadorId: escopo.todas ? undefined : escopo.educadorId,
  };
  const meses = mesesEntre(de, ate);
  const [turmas, primeiros] = await Promise.all([
    turmasComMaisFaltas(db, filtro),
    maisFaltas(db, filtro),
  ]);
  const marcacoes = await marcacoesPorTurmaEMes(
    db,
    filtro,
    turmas.map((t) => t.turmaId),
  );
  const porTurma = turmas.map((t) => {
    const doMes = new Map(
      marcacoes.filter((m) => m.turmaId === t.turmaId).map((m) => [m.mes, m] as const),
    );
    const linhasMes = meses.map((mes) => {
      const m = doMes.get(mes);
      const registros = m?.registros ?? 0;
      const faltas = m?.faltas ?? 0;
      return {
        mes,
        registros,
        faltas,
        justificadas: m?.justificadas ?? 0,
        taxa: taxa(faltas, registros),
      };
    });
    return { turmaId: t.turmaId, codigo: t.codigo, curso: t.curso, meses: linhasMes, taxa: t.taxa };
  });
  return {
    meses,
    porTurma,
    turmasNoPeriodo: turmas[0]?.quantas ?? 0,
    maisFaltas: primeiros,
    geradoEm: agora.toISOString(),
  };
}
