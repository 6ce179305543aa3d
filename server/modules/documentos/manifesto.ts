// Certificates' and declarations' manifest (issue 35). The rate limit of the public verification registers before the routes that opt in to it.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/documentos';
import * as m0018 from '../../db/migrations/0018_documentos';

const permissoes = definirPermissoes({
  // Reading their register follows aprendizes:ler and the apprentice's record rule; issuing and
  // revoking are separate.
  'documentos:emitir': {
    rotulo: 'Emitir certificados e declarações',
    area: 'Documentos',
    concedidaA: ['coordenacao', 'secretaria'],
  },
  'documentos:revogar': {
    rotulo: 'Revogar certificados e declarações',
    area: 'Documentos',
    concedidaA: ['coordenacao'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.limiteDeVerificacoes, m.documentosRoutes]),
  tabelas,
  migracoes: [m0018],
  permissoes,
  demoDerivada: () =>
    import('./demo').then(
      (m) => (db, agora, config) => m.semearDemoDocumentos(db, agora, config.documentos),
    ),
};
