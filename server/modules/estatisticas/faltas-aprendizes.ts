// GET /api/estatisticas/faltas-aprendizes: the absence rate per class and month over a period of
// months, and the 20 apprentices with most unjustified absences in it. An educator sees only the
// classes they lead (the attendance module's rule: server/modules/frequencia/permissao.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { invalido } from '../../shared/problem';
import { educadorDoUsuario } from '../frequencia';
import { consultar, n } from './comum';
import { mesDe, mesesEntre, primeiroDia, somarMeses, taxa, ultimoDia } from './faixas';
import type { ConsultaFaltas, FaltasAprendizes } from './schemas';

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

/** Attendance records per class and month of the period (months 'aaaa-mm'). */
export async function marcacoesPorTurmaEMes(
  db: Database,
  f: FiltroTurmas,
): Promise<MarcacoesDoMes[]> {
  const linhas = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT f.turma_id, to_char(f.data, 'YYYY-MM') AS mes, count(*)::int AS registros,
               count(*) FILTER (WHERE f.status <> 'presente')::int AS faltas,
               count(*) FILTER (WHERE f.status = 'falta-justificada')::int AS justificadas
          FROM frequencias f JOIN turmas t ON t.id = f.turma_id
         WHERE f.data BETWEEN ${primeiroDia(f.de)}::date AND ${ultimoDia(f.ate)}::date
           AND ${condicaoTurmas(f)}
         GROUP BY 1, 2`,
  );
  return linhas.map((l) => ({
    turmaId: n(l.turma_id),
    mes: String(l.mes),
    registros: n(l.registros),
    faltas: n(l.faltas),
    justificadas: n(l.justificadas),
  }));
}

type MaisFaltas = FaltasAprendizes['maisFaltas'][number];

async function maisFaltas(db: Database, f: FiltroTurmas): Promise<MaisFaltas[]> {
  const linhas = await consultar<Record<string, unknown>>(
    db,
    sql`SELECT f.aprendiz_id, a.nome,
               (array_agg(t.codigo ORDER BY f.data DESC, t.id DESC))[1] AS turma,
               count(*) FILTER (WHERE f.status = 'falta')::int AS nj,
               count(*) FILTER (WHERE f.status <> 'presente')::int AS faltas,
               count(*)::int AS registros
          FROM frequencias f
          JOIN turmas t ON t.id = f.turma_id
          JOIN aprendizes a ON a.id = f.aprendiz_id AND a.ativo
         WHERE f.data BETWEEN ${primeiroDia(f.de)}::date AND ${ultimoDia(f.ate)}::date
           AND ${condicaoTurmas(f)}
         GROUP BY f.aprendiz_id, a.nome
        HAVING count(*) FILTER (WHERE f.status = 'falta') > 0
         ORDER BY nj DESC, faltas DESC, a.nome, f.aprendiz_id
         LIMIT ${MAIS_FALTAS}`,
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
  usuario: UsuarioAutenticado,
  hoje: string,
  agora: Date,
): Promise<FaltasAprendizes> {
  const { de, ate } = periodoDeMeses(consulta, hoje);
  const filtro: FiltroTurmas = {
    de,
    ate,
    turmaId: consulta.turmaId,
    cursoId: consulta.cursoId,
    educadorId: await educadorDoUsuario(db, usuario),
  };
  const meses = mesesEntre(de, ate);
  const [marcacoes, primeiros] = await Promise.all([
    marcacoesPorTurmaEMes(db, filtro),
    maisFaltas(db, filtro),
  ]);
  const ids = [...new Set(marcacoes.map((m) => m.turmaId))];
  const turmas =
    ids.length === 0
      ? []
      : await consultar<{ id: number; codigo: string; curso: string }>(
          db,
          sql`SELECT t.id, t.codigo, c.nome AS curso FROM turmas t JOIN cursos c ON c.id = t.curso_id
               WHERE t.id IN (${sql.join(
                 ids.map((id) => sql`${id}::int`),
                 sql`, `,
               )})`,
        );
  const porTurma = turmas.map((t) => {
    const doMes = new Map(
      marcacoes.filter((m) => m.turmaId === n(t.id)).map((m) => [m.mes, m] as const),
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
    const registros = linhasMes.reduce((s, m) => s + m.registros, 0);
    const faltas = linhasMes.reduce((s, m) => s + m.faltas, 0);
    return {
      turmaId: n(t.id),
      codigo: t.codigo,
      curso: t.curso,
      meses: linhasMes,
      taxa: taxa(faltas, registros),
    };
  });
  porTurma.sort(
    (a, b) => (b.taxa ?? -1) - (a.taxa ?? -1) || a.codigo.localeCompare(b.codigo, 'pt-BR'),
  );
  return { meses, porTurma, maisFaltas: primeiros, geradoEm: agora.toISOString() };
}
