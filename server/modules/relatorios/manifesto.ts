// The reports' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';

const permissoes = definirPermissoes({
  'relatorios:ler': {
    rotulo: 'Ver estatísticas e emitir relatórios',
    area: 'Relatórios',
    concedidaA: ['coordenacao', 'secretaria', 'educador', 'financeiro'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.relatoriosRoutes]),
  permissoes,
};
