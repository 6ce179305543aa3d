// The partner portal (issue 36): staff manage a unit's supervisors and their signed links
// (rotas-supervisores.ts); the supervisor reads and answers through the public, link-only API
// (rotas.ts). docs/API-PORTAL.md.
import { pluginDeRotas } from '../../shared/plugin';
import { PortalComponente, SupervisorComponente } from './esquemas';
import { avisarSupervisores } from './avaliacao-solicitada';
import { rotasPortal } from './rotas';
import { rotasSupervisores } from './rotas-supervisores';

export const portalRoutes = pluginDeRotas(
  'portal',
  [SupervisorComponente, PortalComponente],
  (app) => {
    rotasSupervisores(app);
    rotasPortal(app);
    // Applying a practice evaluation e-mails the unit's supervisors (AVALIACAO_SUPERVISOR_EMAIL).
    app.decorate('avisoDeAplicacao', (origem: string) => avisarSupervisores(app, origem));
  },
  { dependencias: ['errors', 'limite-de-verificacoes', 'avaliacoes', 'parceiros'] },
);
