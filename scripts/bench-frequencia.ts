// Attendance for `npm run bench` (issue 11): one class per 30 apprentices, each apprentice
// allocated in one, and the class days (Monday and Wednesday) of the last 26 weeks taken — about
// 52 rows per apprentice, 7.8 million on 150,000 — with ~90% present, the rest unjustified or
// justified absences; then the alert indicators in one statement. Set-based SQL, so loading costs
// the database's time only. The scenarios read a class's summary, its day and the alerts.
import { sql } from 'drizzle-orm';
import { linhas, type Database } from '../server/db/client';
import { recalcularTodosOsIndicadores } from '../server/shared/indicadores-frequencia';

const POR_TURMA = 30;
const SEMANAS = 26;

export async function prepararFrequencia(
  db: Database,
  log: (texto: string) => void,
): Promise<void> {
  const [feitos] = linhas<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM frequencia_dias`),
  );
  if (Number(feitos?.n ?? 0) > 0) return;
  const inicio = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO turmas (codigo, nome, curso_id, turno, dias_teoria, data_inicio, data_fim,
                          capacidade, status)
      SELECT 'BENCH-' || g, 'Turma de benchmark ' || g, (SELECT min(id) FROM cursos), 'manha',
             ARRAY[1, 3], current_date - ${SEMANAS * 7}::int, current_date + 180, ${POR_TURMA},
             'em andamento'
      FROM generate_series(1, (SELECT ceil(count(*)::numeric / ${POR_TURMA})::int FROM aprendizes)) g`);
    await tx.execute(sql`
      INSERT INTO alocacoes (aprendiz_id, turma_id, data_inicio)
      SELECT a.id, t.id, t.data_inicio
      FROM (SELECT id, (row_number() OVER (ORDER BY id) - 1) / ${POR_TURMA} + 1 AS g FROM aprendizes) a
      JOIN turmas t ON t.codigo = 'BENCH-' || a.g`);
    await tx.execute(sql`
      INSERT INTO frequencia_dias (turma_id, data)
      SELECT t.id, d::date
      FROM turmas t
      CROSS JOIN generate_series(current_date - ${SEMANAS * 7}::int, current_date - 1, interval '1 day') d
      WHERE t.codigo LIKE 'BENCH-%' AND extract(isodow FROM d) IN (1, 3)`);
    await tx.execute(sql`
      INSERT INTO frequencias (turma_id, data, aprendiz_id, status, justificativa)
      SELECT turma_id, data, aprendiz_id, status,
             CASE WHEN status = 'falta-justificada' THEN 'Atestado médico' END
      FROM (
        SELECT turma_id, data, aprendiz_id,
               CASE WHEN r < 0.90 THEN 'presente' WHEN r < 0.96 THEN 'falta'
                    ELSE 'falta-justificada' END AS status
        FROM (
          SELECT fd.turma_id, fd.data, al.aprendiz_id, random() AS r
          FROM frequencia_dias fd
          JOIN alocacoes al ON al.turma_id = fd.turma_id
        ) sorteio
      ) s`);
    await recalcularTodosOsIndicadores(tx);
  });
  await db.execute(sql`ANALYZE`);
  const [total] = linhas<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM frequencias`),
  );
  log(
    `Frequência: ${Number(total?.n ?? 0)} marcações em ${((performance.now() - inicio) / 1000).toFixed(1)} s.`,
  );
}

export interface CenarioFrequencia {
  nome: string;
  descricao: string;
  taxa: number;
  alvoP95: number;
  caminho: () => string;
}

/** A class's summary over its whole period, a class's last day, and the alerts' first page. */
export async function cenariosFrequencia(db: Database): Promise<CenarioFrequencia[]> {
  const turmas = linhas<{ id: number | string }>(
    await db.execute(sql`SELECT id FROM turmas WHERE codigo LIKE 'BENCH-%' ORDER BY id`),
  ).map((t) => Number(t.id));
  const [ultimo] = linhas<{ data: string }>(
    await db.execute(sql`SELECT max(data)::text AS data FROM frequencia_dias`),
  );
  if (turmas.length === 0 || !ultimo) return [];
  const turma = () => turmas[Math.floor(Math.random() * turmas.length)] ?? turmas[0];
  const inicio = new Date(Date.now() - SEMANAS * 7 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      nome: 'Frequência: resumo da turma',
      descricao: `GET /api/frequencia/resumo?turmaId={turma aleatória}&inicio=${inicio}&fim=${ultimo.data}`,
      taxa: 200,
      alvoP95: 50,
      caminho: () =>
        `/api/frequencia/resumo?turmaId=${turma()}&inicio=${inicio}&fim=${ultimo.data}`,
    },
    {
      nome: 'Frequência: dia da turma',
      descricao: `GET /api/frequencia?turmaId={turma aleatória}&data=${ultimo.data}`,
      taxa: 200,
      alvoP95: 50,
      caminho: () => `/api/frequencia?turmaId=${turma()}&data=${ultimo.data}`,
    },
    {
      nome: 'Frequência: alertas',
      descricao: 'GET /api/frequencia/alertas (1ª página)',
      taxa: 200,
      alvoP95: 50,
      caminho: () => '/api/frequencia/alertas',
    },
  ];
}
