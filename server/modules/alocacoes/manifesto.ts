// The class allocations' manifest (their table is the classes').
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import type { ManifestoDoModulo } from '../../shared/modulo';

export const manifesto: ManifestoDoModulo = {
  plugins: () => import('./index').then((m) => [m.alocacoesRoutes]),
};
