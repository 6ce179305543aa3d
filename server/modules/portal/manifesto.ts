// The partner portal's manifest (issue 36): supervisors, their links and the public page.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import type { ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/portal';
import * as m0020 from '../../db/migrations/0020_portal_parceiros';

export const manifesto: ManifestoDoModulo = {
  plugins: () => import('./index').then((m) => [m.portalRoutes]),
  tabelas,
  migracoes: [m0020],
};
