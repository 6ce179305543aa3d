// Text from a request body as the database keeps it: a blank optional field is "not given" (null),
// never a string of spaces that would sort first and look filled in.

/** One-line text: trimmed, runs of white space as one space; blank -> null. */
export function texto(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const limpo = valor.trim().replace(/\s+/g, ' ');
  return limpo === '' ? null : limpo;
}

/** Free text (observations, legal grounds): trimmed only, its line breaks kept; blank -> null. */
export function textoLivre(valor: unknown): string | null {
  if (typeof valor !== 'string') return null;
  const limpo = valor.trim();
  return limpo === '' ? null : limpo;
}
