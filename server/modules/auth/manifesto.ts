// Sign-in, sessions and the users' and funções' tables (the hook that checks a route's permission is cross-cutting: app.ts registers it before every module).
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import type { ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/auth';

export const manifesto: ManifestoDoModulo = {
  plugins: () => import('./index').then((m) => [m.authRoutes]),
  tabelas,
};
