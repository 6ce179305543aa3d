// The attendance figures two reports print per row (por turma, frequência): the SQL that counts a
// row's class days by status, the schema of the figures, and reading them from a row — once.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { FREQUENCIA_MINIMA, percentualFrequencia } from '../../../src/shared/validation/frequencia';
import { numero } from './kit';

/** Counts of the rows of `frequencias` aliased `fr`, named as `dePresenca` reads them. */
export const contagensDePresenca = sql`
  count(fr.data)::int AS dias,
  (count(*) FILTER (WHERE fr.status = 'presente'))::int AS presencas,
  (count(*) FILTER (WHERE fr.status = 'falta'))::int AS faltas,
  (count(*) FILTER (WHERE fr.status = 'falta-justificada'))::int AS justificadas`;

/** Rows (aliased `r`) whose presence is under the minimum, for a summary's count. */
export const abaixoDoMinimoSql = sql`r.dias > 0 AND r.presencas < r.dias * ${FREQUENCIA_MINIMA}::numeric`;

export const camposDePresenca = {
  diasDeAula: Type.Integer({ description: 'Dias de aula com chamada feita no período.' }),
  presencas: Type.Integer(),
  faltas: Type.Integer(),
  faltasJustificadas: Type.Integer(),
  percentualPresenca: Type.Union([Type.Number(), Type.Null()], {
    description: 'Presenças ÷ dias com chamada (0 a 1); nulo sem chamada.',
  }),
  abaixoDoMinimo: Type.Boolean({ description: 'Presença abaixo de 75%.' }),
};

export function dePresenca(r: Record<string, unknown>) {
  const dias = numero(r.dias);
  const presencas = numero(r.presencas);
  const percentual = percentualFrequencia(presencas, dias);
  return {
    diasDeAula: dias,
    presencas,
    faltas: numero(r.faltas),
    faltasJustificadas: numero(r.justificadas),
    percentualPresenca: percentual,
    abaixoDoMinimo: percentual !== null && percentual < FREQUENCIA_MINIMA,
  };
}
