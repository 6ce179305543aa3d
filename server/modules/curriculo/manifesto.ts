// The courses, modules, disciplines and plans' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { dataLocal } from '../../../src/shared/validation/datas';
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/curriculo';
import * as m0006 from '../../db/migrations/0006_curriculo';

const permissoes = definirPermissoes({
  'modulos:ler': {
    rotulo: 'Ver módulos, disciplinas e planos',
    area: 'Módulos',
    concedidaA: ['coordenacao', 'secretaria', 'educador'],
  },
  'modulos:escrever': {
    rotulo: 'Montar módulos, disciplinas e planos',
    area: 'Módulos',
    concedidaA: ['coordenacao'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.curriculoRoutes]),
  tabelas,
  migracoes: [m0006],
  permissoes,
  // The plans the demo classes follow come after the classes, on the day the demo is seeded.
  demo: () =>
    import('../../db/seed/demo-curriculo').then(
      (m) => (db, agora) => m.semearDemoCurriculo(db, dataLocal(agora)),
    ),
};
