// The evaluations', grades' and report cards' manifest.
// Read through server/modules/manifestos.ts (server/shared/modulo.ts says what each key is for).
import { definirPermissoes, type ManifestoDoModulo } from '../../shared/modulo';
import * as tabelas from '../../db/schema/avaliacoes';
import * as m0011 from '../../db/migrations/0011_avaliacoes';

const permissoes = definirPermissoes({
  'avaliacoes:ler': {
    rotulo: 'Ver avaliações, notas e boletins',
    area: 'Avaliações',
    concedidaA: ['coordenacao', 'secretaria', 'educador'],
  },
  'avaliacoes:escrever': {
    rotulo: 'Aplicar avaliações e lançar notas',
    area: 'Avaliações',
    concedidaA: ['coordenacao', 'educador'],
  },
});

export const manifesto: ManifestoDoModulo<typeof permissoes> = {
  plugins: () => import('./index').then((m) => [m.avaliacoesRoutes]),
  tabelas,
  migracoes: [m0011],
  permissoes,
  demo: () => import('../../db/seed/demo-avaliacoes').then((m) => m.semearDemoAvaliacoes),
};
