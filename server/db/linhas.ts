/**
 * Rows of a raw `execute`. Both drivers answer `{ rows }`, but the shared HKT type cannot say so.
 * Its own file, free of the schema: `server/shared` reads it at load time, and the schema is built
 * from the module manifests, which import `server/shared` (a cycle through db/client otherwise).
 */
export function linhas<T>(resultado: unknown): T[] {
  return (resultado as { rows: T[] }).rows;
}
