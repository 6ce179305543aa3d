// LGPD's manifest (issue 17): the data subject's report and anonymisation.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/lgpd';
import * as m0014 from '../../db/migrations/0014_lgpd';

const permissoes = definirPermissoes({
  // Irreversible: only the administrador has it by default; a função gets it on /admin/funcoes,
  // never by accident.
  'lgpd:titular': {
    rotulo: 'Relatório do titular e anonimização (LGPD)',
    area: 'Administração',
    concedidaA: [],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.lgpdRoutes]),
  tabelas,
  migracoes: [m0014],
  permissoes,
};
