// How every notice e-mail is written: the same paragraphs as plain text and as simple HTML, with
// the HTML escaped once here (names come from records people typed).
export const escaparHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** A block of the message: a paragraph, or a list of items. */
export type Bloco = string | { itens: readonly string[] };

/** The plain text and the HTML of the same blocks. */
export function corpoDoEmail(blocos: readonly Bloco[]): { texto: string; html: string } {
  const texto = blocos
    .map((b) => (typeof b === 'string' ? b : b.itens.map((i) => `- ${i}`).join('\n')))
    .join('\n\n');
  const html = blocos
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escaparHtml(b).replace(/\n/g, '<br>')}</p>`
        : `<ul>${b.itens.map((i) => `<li>${escaparHtml(i)}</li>`).join('')}</ul>`,
    )
    .join('');
  return { texto, html };
}
