// The palette's text rule: every word of q must appear (accent- and case-insensitive) in one of the
// given expressions, already normalised as f_unaccent(lower(...)). A word of one or two letters
// matches the START of a word ("jo" finds João, not Marjorie): a GIN trigram index cannot look up
// fewer than three letters anywhere in a text (it would read the whole table, ~400 ms on 150,000
// apprentices), but it can look up the start of a word, which pg_trgm indexes as "  j", " jo".
import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { escaparLike } from '../../shared/lista';

const CURTA = 3;

const padroes = (palavra: string): string[] => {
  const literal = escaparLike(palavra);
  return palavra.length < CURTA ? [`${literal}%`, `% ${literal}%`] : [`%${literal}%`];
};

/** The words of q (trimmed, single spaces). */
export const palavrasDe = (q: string) => q.trim().split(/\s+/).filter(Boolean);

export function todasAsPalavras(q: string, normalizadas: (AnyColumn | SQL)[]): SQL | undefined {
  return and(
    ...palavrasDe(q).map((palavra) =>
      or(
        ...normalizadas.flatMap((expressao) =>
          padroes(palavra).map((p) => sql`${expressao} like f_unaccent(lower(${p}))`),
        ),
      ),
    ),
  );
}
