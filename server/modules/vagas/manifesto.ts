// The vacancies', candidacies' and referrals' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/vagas';
import * as m0010 from '../../db/migrations/0010_vagas';

const permissoes = definirPermissoes({
  'vagas:ler': {
    rotulo: 'Ver vagas, candidatos e encaminhamentos',
    area: 'Vagas',
    concedidaA: ['coordenacao', 'secretaria'],
  },
  'vagas:escrever': {
    rotulo: 'Abrir vagas e encaminhar candidatos',
    area: 'Vagas',
    concedidaA: ['coordenacao', 'secretaria'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.vagasRoutes]),
  tabelas,
  migracoes: [m0010],
  permissoes,
  demo: () => import('../../db/seed/demo-vagas').then((m) => m.semearDemoVagas),
};
