// The count by reason two reports end their summary with (afastados: the leave's reason;
// enturmação: the desalocar reason): its schema, the SQL that gathers it, reading it and its words.
import { sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';

export const PorMotivo = Type.Array(
  Type.Object({ motivo: Type.String(), quantidade: Type.Integer() }),
);
type PorMotivo = Static<typeof PorMotivo>;

/**
 * `"porMotivo"` for a summary's aggregate: `contagens` selects `motivo` and `n` (one row a reason);
 * the most frequent come first, and no row is an empty list.
 */
export const porMotivoSql = (contagens: SQL) => sql`
          coalesce(
            (SELECT json_agg(json_build_object('motivo', q.motivo, 'quantidade', q.n) ORDER BY q.n DESC, q.motivo)
               FROM (${contagens}) q),
            '[]'::json) AS "porMotivo"`;

/** The list as the driver hands it back: JSON text or already parsed, depending on the engine. */
export const lerPorMotivo = (v: unknown) =>
  (typeof v === 'string' ? JSON.parse(v) : v) as PorMotivo;

export const descreverPorMotivo = (lista: PorMotivo) =>
  lista.map((m) => `${m.motivo}: ${m.quantidade}`);
