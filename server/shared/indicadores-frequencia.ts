// Each apprentice's last 30 class days taken and current run of unjustified absences
// (frequencia_indicadores): rewritten for the apprentices of a day in the same transaction as the
// day's save, and for everyone at once by the demo seed. The alerts read only this table. It lives in server/shared because
// the seed (server/db depends on no module) writes it too.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './executor';
import { DIAS_JANELA_ALERTA } from '../../src/shared/validation/frequencia';

/** Recomputes the rows of the apprentices `ids` (an SQL list of apprentice ids). */
async function recalcular(executor: Executor, ids: SQL): Promise<void> {
  await executor.execute(sql`
    INSERT INTO frequencia_indicadores
      (aprendiz_id, dias, presentes, faltas, justificadas, faltas_seguidas, ultima_data, atualizado_em)
    SELECT a.id,
           count(u.data)::int,
           (count(*) FILTER (WHERE u.status = 'presente'))::int,
           (count(*) FILTER (WHERE u.status = 'falta'))::int,
           (count(*) FILTER (WHERE u.status = 'falta-justificada'))::int,
           coalesce(min(u.n) FILTER (WHERE u.status <> 'falta') - 1, count(u.data))::int,
           max(u.data),
           now()
    FROM (${ids}) AS a(id)
    LEFT JOIN LATERAL (
      SELECT r.data, r.status, row_number() OVER (ORDER BY r.data DESC) AS n
      FROM (
        SELECT f.data, f.status FROM frequencias f
        WHERE f.aprendiz_id = a.id
        ORDER BY f.data DESC
        LIMIT ${DIAS_JANELA_ALERTA}
      ) r
    ) u ON true
    GROUP BY a.id
    ON CONFLICT (aprendiz_id) DO UPDATE SET
      dias = excluded.dias,
      presentes = excluded.presentes,
      faltas = excluded.faltas,
      justificadas = excluded.justificadas,
      faltas_seguidas = excluded.faltas_seguidas,
      ultima_data = excluded.ultima_data,
      atualizado_em = excluded.atualizado_em`);
}

export async function recalcularIndicadores(
  executor: Executor,
  aprendizIds: readonly number[],
): Promise<void> {
  if (aprendizIds.length === 0) return;
  const lista = sql.join(
    [...new Set(aprendizIds)].map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  await recalcular(executor, sql`VALUES ${lista}`);
}

/** Every apprentice with attendance (after a bulk load such as the demo's). */
export async function recalcularTodosOsIndicadores(executor: Executor): Promise<void> {
  await recalcular(executor, sql`SELECT DISTINCT aprendiz_id FROM frequencias`);
}
