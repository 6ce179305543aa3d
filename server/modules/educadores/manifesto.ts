// The educators' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/educadores';

const permissoes = definirPermissoes({
  'educadores:ler': {
    rotulo: 'Ver educadores',
    area: 'Educadores',
    concedidaA: ['coordenacao', 'secretaria', 'educador'],
  },
  'educadores:escrever': {
    rotulo: 'Cadastrar e editar educadores',
    area: 'Educadores',
    concedidaA: ['coordenacao'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.educadoresRoutes]),
  tabelas,
  permissoes,
};
