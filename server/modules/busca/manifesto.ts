// The global search's manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import type { ManifestoDoModulo } from '../../shared/modulo';

export const manifesto: ManifestoDoModulo = {
  plugins: () => import('./index').then((m) => [m.buscaRoutes]),
};
