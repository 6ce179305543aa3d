// The audit trail's manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import type { ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/auditoria';

export const manifesto: ManifestoDoModulo = {
  plugins: () => import('./index').then((m) => [m.auditoriaRoutes]),
  tabelas,
};
