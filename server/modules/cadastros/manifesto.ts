// The auxiliary registries' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/cadastros';

const permissoes = definirPermissoes({
  'cadastros:ler': {
    rotulo: 'Ver cadastros auxiliares',
    area: 'Cadastros',
    concedidaA: ['coordenacao', 'secretaria', 'educador', 'financeiro'],
  },
  'cadastros:escrever': {
    rotulo: 'Editar cadastros auxiliares',
    area: 'Cadastros',
    concedidaA: ['coordenacao', 'secretaria'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.cadastrosRoutes]),
  tabelas,
  permissoes,
};
