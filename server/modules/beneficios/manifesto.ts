// The benefits' manifest. Its demo is computed by its own rules from the demo contracts and attendance.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/beneficios';
import * as m0012 from '../../db/migrations/0012_beneficios';

const permissoes = definirPermissoes({
  'beneficios:ler': {
    rotulo: 'Ver benefícios e pagamentos',
    area: 'Benefícios',
    concedidaA: ['coordenacao', 'secretaria', 'financeiro'],
  },
  'beneficios:escrever': {
    rotulo: 'Calcular benefícios e registrar pagamentos',
    area: 'Benefícios',
    concedidaA: ['coordenacao', 'financeiro'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.beneficiosRoutes]),
  tabelas,
  migracoes: [m0012],
  permissoes,
  demoDerivada: () => import('./demo').then((m) => m.semearDemoBeneficios),
};
