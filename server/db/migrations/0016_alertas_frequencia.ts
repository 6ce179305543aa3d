// Attendance alerts as a stored column. The alert predicate (3 unjustified absences in a row, or
// under 75% once 5 days are taken) was only a partial index's WHERE: PostgreSQL keeps no
// statistics for such an expression, guessed ~50,000 of 150,000 apprentices in alert where ~1,100
// were, and planned the page as a parallel sort (50 req/s on the bench). A generated column has
// statistics of its own, so the page becomes an index walk of the few rows in alert.
// The thresholds are FALTAS_SEGUIDAS_ALERTA and DIAS_MINIMOS_ALERTA of
// src/shared/validation/frequencia.ts: change them here (a new migration) together.
// SQL accepted by both PGlite (PostgreSQL 18) and Debian's PostgreSQL 15.

export const nome = '0016_alertas_frequencia';

export const comandos: readonly string[] = [
  `ALTER TABLE frequencia_indicadores ADD COLUMN em_alerta boolean NOT NULL
     GENERATED ALWAYS AS (faltas_seguidas >= 3 OR (dias >= 5 AND presentes * 4 < dias * 3)) STORED`,
  `DROP INDEX frequencia_indicadores_alerta`,
  `CREATE INDEX frequencia_indicadores_alerta ON frequencia_indicadores (faltas_seguidas DESC, aprendiz_id)
     WHERE em_alerta`,
  `ANALYZE frequencia_indicadores`,
];
