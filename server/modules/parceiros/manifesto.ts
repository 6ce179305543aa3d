// The partner companies' and their units' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/parceiros';

const permissoes = definirPermissoes({
  'parceiros:ler': {
    rotulo: 'Ver empresas parceiras e unidades',
    area: 'Empresas',
    concedidaA: ['coordenacao', 'secretaria', 'financeiro'],
  },
  'parceiros:escrever': {
    rotulo: 'Cadastrar e editar empresas e unidades',
    area: 'Empresas',
    concedidaA: ['coordenacao', 'secretaria'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.parceirosRoutes]),
  tabelas,
  permissoes,
};
