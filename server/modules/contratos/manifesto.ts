// The contracts' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/contratos';
import * as m0007 from '../../db/migrations/0007_contratos';

const permissoes = definirPermissoes({
  'contratos:ler': {
    rotulo: 'Ver contratos',
    area: 'Contratos',
    concedidaA: ['coordenacao', 'secretaria', 'financeiro'],
  },
  'contratos:escrever': {
    rotulo: 'Criar, prorrogar e rescindir contratos',
    area: 'Contratos',
    concedidaA: ['coordenacao', 'secretaria'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.contratosRoutes]),
  tabelas,
  migracoes: [m0007],
  permissoes,
  demo: () => import('../../db/seed/demo-contratos').then((m) => m.semearDemoContratos),
};
