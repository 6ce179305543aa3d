// The classes' manifest. Its demo step also writes the partners and educators the classes need.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/turmas';

const permissoes = definirPermissoes({
  'turmas:ler': {
    rotulo: 'Ver turmas e enturmações',
    area: 'Turmas',
    concedidaA: ['coordenacao', 'secretaria', 'educador', 'financeiro'],
  },
  'turmas:escrever': {
    rotulo: 'Criar turmas, enturmar e desalocar',
    area: 'Turmas',
    concedidaA: ['coordenacao', 'secretaria'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.turmasRoutes]),
  tabelas,
  permissoes,
  demo: () => import('../../db/seed/demo-turmas').then((m) => m.semearDemoTurmasParceiros),
};
