// When to refresh: about a minute before the token's `exp`. The client only reads `exp`; it never
// trusts the token for anything else (the server checks the signature on every call).

/** Refresh this long before expiry, so a slow network still makes it in time. */
export const RENOVAR_ANTES_MS = 60_000;
/** Never schedule sooner than this: a failing refresh must not turn into a tight loop. */
export const ATRASO_MINIMO_MS = 10_000;
/** A token without a readable `exp` is refreshed after this long. */
const ATRASO_SEM_EXP_MS = 5 * 60_000;

/** The `exp` claim (seconds since the epoch) of a JWT, or undefined when unreadable. */
export function expiracaoDoToken(token: string): number | undefined {
  const partes = token.split('.');
  const payload = partes[1];
  if (partes.length !== 3 || !payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(
      atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')),
    ) as {
      exp?: unknown;
    };
    return typeof json.exp === 'number' ? json.exp : undefined;
  } catch {
    return undefined;
  }
}

/** How long from `agora` (ms) until the token should be refreshed. */
export function atrasoAteRenovar(token: string | null, agora: number): number {
  const exp = token ? expiracaoDoToken(token) : undefined;
  if (exp === undefined) return ATRASO_SEM_EXP_MS;
  return Math.max(exp * 1000 - agora - RENOVAR_ANTES_MS, ATRASO_MINIMO_MS);
}
