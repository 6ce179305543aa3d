// Telemetry never carries personal data: no query strings or fragments (they hold searches by
// name or CPF), no record ids (a path names a screen, not a person), no headers, no user names.

const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/i;

/** '/aprendizes/123?q=joao#x' -> '/aprendizes/:id'. Absolute URLs keep their origin. */
export function caminhoSemDados(url: string, base = 'http://localhost'): string {
  let u: URL;
  try {
    u = new URL(url, base);
  } catch {
    return '';
  }
  const caminho = u.pathname
    .split('/')
    .map((s) => (ID.test(s) ? ':id' : s))
    .join('/');
  return url.startsWith('/') || !/^[a-z]+:/i.test(url) ? caminho : `${u.origin}${caminho}`;
}

/** First line of an error message, without e-mails or long digit runs (CPF, phone). */
export function mensagemSemDados(mensagem: string): string {
  return (mensagem.split('\n')[0] ?? '')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '[email]')
    .replace(/\d[\d.\-/]{6,}\d/g, '[número]')
    .slice(0, 300);
}
