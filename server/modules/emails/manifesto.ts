// The e-mail outbox's manifest (issue 36).
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/emails';
import * as m0019 from '../../db/migrations/0019_emails';

const permissoes = definirPermissoes({
  // Recipients and contents are personal data: only the administrador by default.
  'emails:admin': {
    rotulo: 'Ver e reenviar os e-mails enviados',
    area: 'Administração',
    concedidaA: [],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.emailsRoutes]),
  tabelas,
  migracoes: [m0019],
  permissoes,
};
