// PostgreSQL refusing a row (the same codes on PGlite and on a server) is how a conflict that
// slipped past a pre-check (two requests at the same instant) shows up; callers turn it into 409.

export const VIOLACAO_UNICIDADE = '23505';
export const VIOLACAO_EXCLUSAO = '23P01';
export const VIOLACAO_CHAVE_ESTRANGEIRA = '23503';

/** The SQLSTATE of a database error, looking through drizzle's wrapping (`cause`). */
export function codigoErroBanco(erro: unknown): string | undefined {
  for (let atual: unknown = erro, nivel = 0; atual && nivel < 4; nivel += 1) {
    const { code, cause } = atual as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    atual = cause;
  }
  return undefined;
}
