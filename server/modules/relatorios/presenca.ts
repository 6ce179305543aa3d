// The attendance figures two reports print per row and sum in their summary (por turma,
// frequência): the SQL that counts a row's class days by status, the schema of the figures, reading
// them from a row, their columns, and the summary's presence rate and count under the minimum — once.
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { FREQUENCIA_MINIMA, percentualFrequencia } from '../../../src/shared/validation/frequencia';
import type { ColunaExportacao } from '../../shared/exportacao';
import { formatarPercentual, numero } from './kit';

/** Counts of the rows of `frequencias` aliased `fr`, named as `ler` reads them. */
export const contagens = sql`
  count(fr.data)::int AS dias,
  (count(*) FILTER (WHERE fr.status = 'presente'))::int AS presencas,
  (count(*) FILTER (WHERE fr.status = 'falta'))::int AS faltas,
  (count(*) FILTER (WHERE fr.status = 'falta-justificada'))::int AS justificadas`;

/** Rows (aliased `r`) whose presence is under the minimum, for a summary's count. */
const abaixoDoMinimoSql = sql`r.dias > 0 AND r.presencas < r.dias * ${FREQUENCIA_MINIMA}::numeric`;

export const campos = {
  diasDeAula: Type.Integer({ description: 'Dias de aula com chamada feita no período.' }),
  presencas: Type.Integer(),
  faltas: Type.Integer(),
  faltasJustificadas: Type.Integer(),
  percentualPresenca: Type.Union([Type.Number(), Type.Null()], {
    description: 'Presenças ÷ dias com chamada (0 a 1); nulo sem chamada.',
  }),
  abaixoDoMinimo: Type.Boolean({ description: 'Presença abaixo de 75%.' }),
};

export function ler(r: Record<string, unknown>) {
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

export const colunas = <
  L extends {
    diasDeAula: number;
    presencas: number;
    faltas: number;
    faltasJustificadas: number;
    percentualPresenca: number | null;
  },
>(): ColunaExportacao<L>[] => [
  { titulo: 'Dias de aula', valor: (l) => l.diasDeAula, tipo: 'numero' },
  { titulo: 'Presenças', valor: (l) => l.presencas, tipo: 'numero' },
  { titulo: 'Faltas', valor: (l) => l.faltas, tipo: 'numero' },
  { titulo: 'Justificadas', valor: (l) => l.faltasJustificadas, tipo: 'numero' },
  { titulo: 'Presença', valor: (l) => formatarPercentual(l.percentualPresenca) },
];

/** A summary's sums over those rows (aliased `r`), named as `lerResumo` reads them. */
export const somas = sql`
          coalesce(sum(r.dias), 0)::int AS dias,
          coalesce(sum(r.presencas), 0)::int AS presencas,
          (count(*) FILTER (WHERE ${abaixoDoMinimoSql}))::int AS abaixo`;

/** The last fields of such a summary: the presence over all its rows and how many are under. */
export const camposDoResumo = {
  percentualPresenca: Type.Union([Type.Number(), Type.Null()]),
  abaixoDoMinimo: Type.Integer(),
};

export const lerResumo = (r: Record<string, unknown>) => ({
  percentualPresenca: percentualFrequencia(numero(r.presencas), numero(r.dias)),
  abaixoDoMinimo: numero(r.abaixo),
});

export const descreverResumo = (r: {
  percentualPresenca: number | null;
  abaixoDoMinimo: number;
}) => [
  `Presença média: ${formatarPercentual(r.percentualPresenca)}`,
  `Abaixo de 75% de presença: ${r.abaixoDoMinimo}`,
];
